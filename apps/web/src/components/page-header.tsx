import type { ReactNode } from 'react';
import { Breadcrumb, Flex, Typography } from 'antd';
import { Link } from 'react-router';

export type Crumb = { title: ReactNode; path?: string };

type Props = {
  /** Omit when the shell's top bar already shows the screen's name. */
  title?: ReactNode;
  breadcrumb?: Crumb[];
  /** Beside the title: tags such as DEMO or "read only". */
  tags?: ReactNode;
  description?: ReactNode;
  /** Right-hand buttons. */
  actions?: ReactNode;
};

export const PageHeader = ({ title, breadcrumb, tags, description, actions }: Props) => (
  <header style={{ marginBottom: 16 }}>
    {breadcrumb && breadcrumb.length > 0 && (
      <Breadcrumb
        style={{ marginBottom: 4 }}
        items={breadcrumb.map((crumb) => ({
          title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
        }))}
      />
    )}
    <Flex wrap gap={12} justify="space-between" align="center">
      <Flex wrap gap={8} align="center">
        {title && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        )}
        {!title && description && <Typography.Text type="secondary">{description}</Typography.Text>}
        {tags}
      </Flex>
      {actions && (
        <Flex wrap gap={8}>
          {actions}
        </Flex>
      )}
    </Flex>
    {title && description && (
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        {description}
      </Typography.Paragraph>
    )}
  </header>
);
