import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Card from '@douyinfe/semi-ui/lib/es/card';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Steps from '@douyinfe/semi-ui/lib/es/steps';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { useCloseWhenLeft } from '../../../runtime/routing';
import { DemoPage } from '../shared/DemoPage';
import { useDemoMessages } from '../shared/demoMessages';
import { messages } from './messages';

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
export default function SocialDemo() {
  const { t } = useDemoMessages(messages);
  const { signOut } = usePluginServices();
  const [provider, setProvider] = useState<Provider | null>(null);
  useCloseWhenLeft(provider !== null, () => setProvider(null));
  const [busy, setBusy] = useState(false);
  const name = provider ? t(`demo.social.providers.${provider}`) : '';
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
    <DemoPage
      name="social"
      libraries={['runtime /callback']}
      reference="vab pro social login (GitHub OAuth popup)"
      source={() => import('./SocialDemo.tsx?source')}
    >
      <Banner type="warning" closeIcon={null} description={t('demo.social.warning')} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
        {PROVIDERS.map((id) => (
          <Card
            key={id}
            title={t(`demo.social.providers.${id}`)}
            headerExtraContent={
              <Typography.Text type="tertiary">{t('demo.social.simulated')}</Typography.Text>
            }
          >
            <Button theme="solid" block data-testid={`demo-social-${id}`} onClick={() => setProvider(id)}>
              {t('demo.social.login')}
            </Button>
          </Card>
        ))}
      </div>
      <Card title={t('demo.social.steps')}>
        <Steps type="basic" current={provider ? 1 : 0} direction="vertical">
          {[1, 2, 3, 4].map((n) => (
            <Steps.Step
              key={n}
              title={t(`demo.social.step${n}`)}
              description={t(`demo.social.step${n}Text`)}
            />
          ))}
        </Steps>
      </Card>
      <Modal
        visible={provider !== null}
        title={t('demo.social.consentTitle', { provider: name })}
        onCancel={() => setProvider(null)}
        footer={
          <>
            <Button
              data-testid="demo-social-deny"
              onClick={() => {
                setProvider(null);
                window.location.hash = '#/callback';
              }}
            >
              {t('demo.social.deny')}
            </Button>
            <Button
              theme="solid"
              loading={busy}
              data-testid="demo-social-approve"
              onClick={() => void approve()}
            >
              {t('demo.social.approve')}
            </Button>
          </>
        }
      >
        <Typography.Paragraph strong>{t('demo.social.consentApp', { provider: name })}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('demo.social.scopes')}</Typography.Paragraph>
        <ul>
          <li>{t('demo.social.scopeProfile')}</li>
          <li>{t('demo.social.scopeEmail')}</li>
        </ul>
      </Modal>
    </DemoPage>
  );
}
