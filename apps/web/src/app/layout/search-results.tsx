import { Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageLink } from '../../lib/navigation/visible-menu.ts';

export type ResultSection = { title: string; pages: PageLink[] };

type Props = { sections: ResultSection[]; active: number; onPick: (page: PageLink) => void };

export const SearchResults = ({ sections, active, onPick }: Props) => {
  const { t } = useTranslation(['shell', 'nav']);
  let index = -1;
  const total = sections.reduce((sum, section) => sum + section.pages.length, 0);
  if (total === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell:search.none')} />;
  }
  return (
    <div role="listbox" style={{ marginTop: 12, maxHeight: 420, overflowY: 'auto' }}>
      {sections.map((section) => (
        <div key={section.title} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12, textTransform: 'uppercase' }}>
            {section.title}
          </Typography.Text>
          {section.pages.length === 0 && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 8px' }}>
              {t('shell:search.noBookmarks')}
            </Typography.Paragraph>
          )}
          {section.pages.map((page) => {
            index += 1;
            const selected = index === active;
            return (
              <div
                key={`${section.title}-${page.path}`}
                role="option"
                aria-selected={selected}
                tabIndex={-1}
                onClick={() => onPick(page)}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 10,
                  padding: '8px 10px',
                  borderRadius: 6,
                  cursor: 'pointer',
                  background: selected ? '#e6f1fa' : undefined,
                }}
              >
                <page.icon />
                <span style={{ flex: 1 }}>
                  {t(`nav:${page.labelKey}`)}
                  {page.planned && (
                    <Tag bordered={false} style={{ marginInlineStart: 8, fontSize: 11 }}>
                      {t('nav:planned')}
                    </Tag>
                  )}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {page.path}
                </Typography.Text>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
};
