import type { ReactNode } from 'react';
import { Card, Divider } from 'antd';

export type SectionVariant = 'cards' | 'plain';

type Props = { title: ReactNode; variant: SectionVariant; extra?: ReactNode; children: ReactNode };

/** A group of settings: a card on the /org page, a titled divider inside a drawer. */
export const SettingsSection = ({ title, variant, extra, children }: Props) =>
  variant === 'cards' ? (
    <Card title={title} extra={extra} style={{ marginBottom: 16 }}>
      {children}
    </Card>
  ) : (
    <section>
      <Divider titlePlacement="start" style={{ marginTop: 8 }}>
        {title}
      </Divider>
      {children}
    </section>
  );
