import { useEffect, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Button, Input, Modal, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@prapa/contracts';
import { useIsPlanned } from '../../lib/navigation/built-screens.ts';
import { allPageLinks } from '../../lib/navigation/page-links.ts';
import type { PageLink } from '../../lib/navigation/visible-menu.ts';
import { useBookmarks } from './bookmarks-store.ts';
import { fuzzyScore } from './fuzzy.ts';
import { SearchResults, type ResultSection } from './search-results.tsx';

/** spec §9: four suggestions by default, five in the bookmarks section. */
const SUGGESTIONS = 4;
const BOOKMARK_SUGGESTIONS = 5;
const MAX_RESULTS = 8;

const useHotkey = (open: () => void) => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
};

export const PageSearch = ({ user, compact }: { user: SessionUser; compact: boolean }) => {
  const { t } = useTranslation(['shell', 'nav']);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { paths } = useBookmarks(user.id);
  const isPlanned = useIsPlanned();
  const pages = useMemo(
    (): PageLink[] =>
      allPageLinks(user).map((page) => ({ ...page, planned: isPlanned(page.path) })),
    [user, isPlanned],
  );
  useHotkey(useMemo(() => () => setOpen(true), []));

  const sections: ResultSection[] = useMemo(() => {
    if (!query.trim()) {
      const starred = paths
        .map((path) => pages.find((page) => page.path === path))
        .filter((page): page is PageLink => page !== undefined)
        .slice(0, BOOKMARK_SUGGESTIONS);
      return [
        {
          title: t('shell:search.suggestions'),
          // Screens of this release only: the home page (first) is where the reader is.
          pages: pages
            .slice(1)
            .filter((page) => !page.planned)
            .slice(0, SUGGESTIONS),
        },
        { title: t('shell:search.bookmarks'), pages: starred },
      ];
    }
    const ranked = pages
      .map((page) => {
        const label = t(`nav:${page.labelKey}`);
        const score = Math.max(
          fuzzyScore(query, label) ?? -Infinity,
          (fuzzyScore(query, page.path) ?? -Infinity) - 1,
        );
        // A screen not built yet comes after every built one, marked.
        return { page, score: page.planned ? score - 1000 : score };
      })
      .filter(({ score }) => score > -Infinity)
      .sort((a, b) => b.score - a.score)
      .slice(0, MAX_RESULTS)
      .map(({ page }) => page);
    return [{ title: t('shell:search.results'), pages: ranked }];
  }, [query, pages, paths, t]);

  const flat = sections.flatMap((section) => section.pages);
  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
  };
  const go = (page: PageLink | undefined) => {
    if (!page) return;
    close();
    navigate(page.path);
  };
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, flat.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') go(flat[active]);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('shell:search.open')}
      >
        {!compact && (
          <Typography.Text type="secondary">
            {t('shell:search.placeholder')} <kbd>Ctrl K</kbd>
          </Typography.Text>
        )}
      </Button>
      <Modal
        open={open}
        onCancel={close}
        footer={null}
        title={t('shell:search.title')}
        destroyOnHidden
      >
        <Input
          autoFocus
          size="large"
          prefix={<SearchOutlined />}
          placeholder={t('shell:search.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          aria-label={t('shell:search.placeholder')}
        />
        <SearchResults sections={sections} active={active} onPick={go} />
      </Modal>
    </>
  );
};
