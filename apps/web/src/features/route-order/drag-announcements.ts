import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

/** What a screen reader hears while a row is carried: its name and the place it would take. */
export const dragAnnouncements = (
  t: TFunction<'route-order'>,
  nameOf: (id: UniqueIdentifier) => string,
  positionOf: (id: UniqueIdentifier) => number,
): Announcements => ({
  onDragStart: ({ active }) =>
    t('announce.start', { name: nameOf(active.id), position: positionOf(active.id) }),
  onDragOver: ({ active, over }) =>
    over
      ? t('announce.over', { name: nameOf(active.id), position: positionOf(over.id) })
      : t('announce.outside', { name: nameOf(active.id) }),
  onDragEnd: ({ active, over }) =>
    over
      ? t('announce.end', { name: nameOf(active.id), position: positionOf(over.id) })
      : t('announce.cancel', { name: nameOf(active.id) }),
  onDragCancel: ({ active }) => t('announce.cancel', { name: nameOf(active.id) }),
});
