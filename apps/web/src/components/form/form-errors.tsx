import { Alert } from 'antd';

/** Errors that belong to no single field (or a server refusal), above the form. */
export const FormErrors = ({ errors }: { errors: string[] }) =>
  errors.length > 0 ? (
    <Alert type="error" showIcon title={errors.join(' ')} style={{ marginBottom: 16 }} />
  ) : null;
