import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Steps from '@douyinfe/semi-ui/lib/es/steps';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginServices } from '../../../runtime/plugin';
import { useCloseWhenLeft } from '../../../runtime/routing';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';

const PROVIDERS = ['github', 'gitee', 'wechat'] as const;
type Provider = (typeof PROVIDERS)[number];
/** Where the nonce waits for the callback (a provider sends `state` back unchanged). */
export const STATE_KEY = 'jimu-demo-social-state';

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * /other/social: the OAuth round trip with a simulated provider. 授权 signs out and goes to
 * `#/callback?code=mock-…&state=…`, whose runtime screen posts POST /socialLogin { code } and
 * signs in (as the read-only test account); 拒绝 goes to `#/callback` with no code.
 */
export default function SocialShowcase() {
  const { t } = useTranslation();
  const { signOut } = usePluginServices();
  const [provider, setProvider] = useState<Provider | null>(null);
  useCloseWhenLeft(provider !== null, () => setProvider(null));
  const [busy, setBusy] = useState(false);
  const name = provider ? t(`showcase.social.providers.${provider}`) : '';
  const approve = async () => {
    setBusy(true);
    const state = randomHex(8);
    sessionStorage.setItem(STATE_KEY, state);
    const code = `mock-${randomHex(6)}`;
    try {
      await signOut();
    } finally {
      window.location.hash = `#/callback?code=${code}&state=${state}`;
    }
  };
  return (
    <ShowcasePage
      name="social"
      libraries={['runtime /callback']}
      reference="vab pro social login (GitHub OAuth popup)"
      source={() => import('./SocialShowcase.tsx?source')}
    >
      <Banner type="warning" closeIcon={null} description={t('showcase.social.warning')} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
        {PROVIDERS.map((id) => (
          <Card
            key={id}
            title={t(`showcase.social.providers.${id}`)}
            headerExtraContent={
              <Typography.Text type="tertiary">{t('showcase.social.simulated')}</Typography.Text>
            }
          >
            <Button theme="solid" block data-testid={`showcase-social-${id}`} onClick={() => setProvider(id)}>
              {t('showcase.social.login')}
            </Button>
          </Card>
        ))}
      </div>
      <Card title={t('showcase.social.steps')}>
        <Steps type="basic" current={provider ? 1 : 0} direction="vertical">
          {[1, 2, 3, 4].map((n) => (
            <Steps.Step
              key={n}
              title={t(`showcase.social.step${n}`)}
              description={t(`showcase.social.step${n}Text`)}
            />
          ))}
        </Steps>
      </Card>
      <Modal
        visible={provider !== null}
        title={t('showcase.social.consentTitle', { provider: name })}
        onCancel={() => setProvider(null)}
        footer={
          <>
            <Button
              data-testid="showcase-social-deny"
              onClick={() => {
                setProvider(null);
                window.location.hash = '#/callback';
              }}
            >
              {t('showcase.social.deny')}
            </Button>
            <Button
              theme="solid"
              loading={busy}
              data-testid="showcase-social-approve"
              onClick={() => void approve()}
            >
              {t('showcase.social.approve')}
            </Button>
          </>
        }
      >
        <Typography.Paragraph strong>
          {t('showcase.social.consentApp', { provider: name })}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('showcase.social.scopes')}</Typography.Paragraph>
        <ul>
          <li>{t('showcase.social.scopeProfile')}</li>
          <li>{t('showcase.social.scopeEmail')}</li>
        </ul>
      </Modal>
    </ShowcasePage>
  );
}
