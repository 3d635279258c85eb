import { describe, expect, it } from 'vitest';
import { breakPoints } from './breakPoints';

describe('breakPoints', () => {
  it('cuts an e-mail before its dots and its @, a hyphenated name after the hyphen', () => {
    expect(breakPoints('ann.lee@example.com')).toEqual(['ann', '.lee', '@example', '.com']);
    expect(breakPoints('customer.number1@example-company.com')).toEqual([
      'customer',
      '.number1',
      '@example-',
      'company',
      '.com',
    ]);
  });

  it('cuts a URL after its // and before each single slash, a name in code at its camelCase humps', () => {
    expect(breakPoints('https://shop.example.com/customers/10')).toEqual([
      'https://',
      'shop',
      '.example',
      '.com',
      '/customers',
      '/10',
    ]);
    expect(breakPoints('/user_center/userManagement')).toEqual(['/user', '_center', '/user', 'Management']);
    expect(breakPoints('route.roleResManagement')).toEqual(['route', '.role', 'Res', 'Management']);
  });

  it('cuts an id at its hyphens and never inside a run of letters or digits', () => {
    expect(breakPoints('550e8400-e29b-41d4-a716-446655440000')).toEqual([
      '550e8400-',
      'e29b-',
      '41d4-',
      'a716-',
      '446655440000',
    ]);
    expect(breakPoints('Massachusetts')).toEqual(['Massachusetts']);
  });

  it('leaves a short text and a text with spaces whole', () => {
    expect(breakPoints('a.b@c.d')).toEqual(['a.b@c.d']);
    expect(breakPoints('see www.example.com today')).toEqual(['see www.example.com today']);
  });
});
