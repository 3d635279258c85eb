import { useTranslation } from 'react-i18next';
import { DefectTag } from './DefectTags';
import { STATUSES } from './model/defectFlow';
import type { Defect } from './types';

/** The defects as a board: one column per status of the flow, a card per defect. */
export function DefectBoard(props: { rows: Defect[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="wb-defect-board" data-testid="wb-defect-board">
      {STATUSES.map((status) => {
        const cards = props.rows.filter((d) => d.status === status);
        return (
          <section
            key={status}
            className="wb-defect-column"
            aria-label={t(`workbench.defect.statuses.${status}`)}
          >
            <header>
              {t(`workbench.defect.statuses.${status}`)} <span>{cards.length}</span>
            </header>
            {cards.length === 0 && <p className="wb-defect-empty">{t('workbench.defect.emptyColumn')}</p>}
            {cards.map((defect) => (
              <button
                key={defect.id}
                type="button"
                className="wb-defect-card"
                onClick={() => props.onOpen(defect.id)}
              >
                <span className="wb-defect-card-title">
                  #{defect.id} {defect.title}
                </span>
                <span className="wb-defect-card-meta">
                  <DefectTag kind="severity" value={defect.severity} />
                  <DefectTag kind="priority" value={defect.priority} />
                  <span>{defect.assignee ?? t('workbench.defect.none')}</span>
                </span>
              </button>
            ))}
          </section>
        );
      })}
    </div>
  );
}
