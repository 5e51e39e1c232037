/**
 * The organisation's settings (DESIGN.md §4) as form fields, to place inside an antd
 * Form whose values come from `orgFormValues` and are checked with `orgSettingsFields`
 * after `orgSettingsInput`. Used by /org (cards) and by /org_admin's edit drawer (plain).
 */
import { BillingSection } from './billing-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { IdentitySection } from './identity-section.tsx';
import { PaymentsSection } from './payments-section.tsx';
import type { SectionVariant } from './settings-section.tsx';
import { SignatoriesSection } from './signatories-section.tsx';
import { SystemSection } from './system-section.tsx';

export { orgFormValues, orgSettingsInput } from './org-form-values.ts';

type Props = { variant?: SectionVariant; readOnly?: boolean; code?: string };

export const OrgSettingsFields = ({ variant = 'cards', readOnly = false, code }: Props) => (
  <>
    <IdentitySection variant={variant} readOnly={readOnly} code={code} />
    <SignatoriesSection variant={variant} />
    <PaymentsSection variant={variant} readOnly={readOnly} />
    <ContactSection variant={variant} />
    <BillingSection variant={variant} />
    <SystemSection variant={variant} />
  </>
);
