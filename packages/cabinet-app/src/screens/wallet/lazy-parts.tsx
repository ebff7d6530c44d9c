import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, QrCodePlaceholder, Skeleton, preloadable, type QrCodeProps } from '@adnet/ui';

/*
 * The wallet's two heaviest parts are their own chunks, so the page (figures, deposit address, lists) draws without
 * them: the QR encoder (qrcode.react) is fetched when the deposit address is shown, and the withdraw form
 * (react-hook-form, valibot, the TRON address rules) when the page first draws, beside the wallet's data. Each
 * holds its place with a skeleton of its size until it is in.
 */

const QrCodeChunk = preloadable(() => import('./deposit-qr').then((m) => ({ default: m.QrCode })));
const WithdrawFormChunk = preloadable(() =>
  import('./withdraw-form').then((m) => ({ default: m.WithdrawForm })),
);

/** ui's `QrCode`, its encoder loaded on first use; ui's placeholder (the code's size, the value under it) until then. */
export function QrCode(props: QrCodeProps) {
  return (
    <Suspense
      fallback={<QrCodePlaceholder value={props.value} size={props.size} showValue={props.showValue} />}
    >
      <QrCodeChunk {...props} />
    </Suspense>
  );
}

/** The withdraw form, in its card; the card's title and a skeleton of its fields until its chunk is in. */
export function WithdrawForm() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Card.Root as="section" className="wallet-withdraw" aria-labelledby="wallet-withdraw-title">
          <Card.Header>
            <Card.Title as="h2" id="wallet-withdraw-title">
              {t('wallet.withdraw.title')}
            </Card.Title>
            <Card.Description>{t('wallet.withdraw.description')}</Card.Description>
          </Card.Header>
          <Card.Body>
            <div className="wallet-deposit-loading" aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton height={40} />
              <Skeleton height={40} />
              <Skeleton height={40} width={160} />
            </div>
          </Card.Body>
        </Card.Root>
      }
    >
      <WithdrawFormChunk />
    </Suspense>
  );
}
