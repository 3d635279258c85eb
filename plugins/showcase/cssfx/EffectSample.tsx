import type { TFunction } from 'i18next';
import type { CssEffect } from './effects';

/** The live element of one effect, the same markup its HTML sample shows. */
export function EffectSample({ effect, t }: { effect: CssEffect; t: TFunction }) {
  const name = t(`showcase.cssfx.names.${effect.id}`);
  if (effect.group === 'button')
    return (
      <button
        type="button"
        className={`jimu-fx-btn jimu-fx-${effect.id}`}
        data-testid={`showcase-cssfx-${effect.group}-${effect.id}`}
      >
        {name}
      </button>
    );
  if (effect.group === 'input')
    return (
      <span
        className={`jimu-fx-field jimu-fx-input-${effect.id}`}
        data-testid={`showcase-cssfx-${effect.group}-${effect.id}`}
      >
        <input aria-label={name} placeholder={t('showcase.cssfx.placeholder')} />
      </span>
    );
  return (
    <a
      href="#/other/cssfx"
      className={`jimu-fx-text jimu-fx-text-${effect.id}`}
      data-testid={`showcase-cssfx-${effect.group}-${effect.id}`}
    >
      {t('showcase.cssfx.hover')}
    </a>
  );
}
