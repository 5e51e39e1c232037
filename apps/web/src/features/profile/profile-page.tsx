import { Col, Row } from 'antd';
import { useSessionUser } from '../../lib/use-session.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { ContactCard } from './contact-card.tsx';
import { PreferencesCard } from './preferences-card.tsx';
import { UserInfoCard } from './user-info-card.tsx';

/** /profile: who I am, my contact details, my password, my language and layout. */
export const ProfilePage = () => {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} xl={10}>
        <UserInfoCard user={user} />
      </Col>
      <Col xs={24} xl={14}>
        <Row gutter={[20, 20]}>
          <Col span={24}>
            <ContactCard user={user} />
          </Col>
          <Col span={24}>
            <PreferencesCard />
          </Col>
          <Col span={24}>
            <ChangePasswordCard />
          </Col>
        </Row>
      </Col>
    </Row>
  );
};
