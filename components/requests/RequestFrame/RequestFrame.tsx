import { getTranslations } from 'next-intl/server';
import { StepList } from '@/components/sections/StepList/StepList';
import { Section } from '@/components/ui/Section/Section';
import { Link } from '@/i18n/navigation';

type Props = {
  kind: 'expert' | 'service';
  choices: { id: string; title: string; subtitle: string }[];
  /** The catalogue, when it holds more than `choices`. */
  moreHref?: string | undefined;
};

/**
 * The frame of a request page: the three steps ahead and what can be chosen. The form itself
 * arrives with the interactive parts; until then its button says so.
 */
export async function RequestFrame({ kind, choices, moreHref }: Props) {
  const t = await getTranslations('Requests');
  const tCatalog = await getTranslations('Catalog');
  const pathname = kind === 'expert' ? '/request_to_expert' : '/request_to_service';
  return (
    <>
      <Section id="steps" title={t('stepsTitle')}>
        <StepList
          steps={[
            { id: 'contacts', name: t('step1'), desc: t('step1Text') },
            { id: 'details', name: t('step2'), desc: t('step2Text') },
            { id: 'slots', name: t('step3'), desc: t('step3Text') },
          ]}
        />
      </Section>
      <Section id="choose" tone="muted" title={kind === 'expert' ? t('chooseExpert') : t('chooseService')}>
        <ul className="link-list">
          {choices.map((choice) => (
            <li key={choice.id}>
              <Link href={{ pathname, query: { [kind]: choice.id } }}>{choice.title}</Link>
              <span className="muted"> · {choice.subtitle}</span>
            </li>
          ))}
        </ul>
        {moreHref ? (
          <p>
            <a href={moreHref}>{kind === 'expert' ? tCatalog('allExperts') : tCatalog('allServices')}</a>
          </p>
        ) : null}
      </Section>
    </>
  );
}
