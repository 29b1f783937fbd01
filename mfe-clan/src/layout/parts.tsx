/**
 * What the clan forms share: a form's own check. The server's refusals are never repeated here:
 * the request layer shows each once, as the error notification (spec 000 §8), so nothing of a
 * refused call stays on the page.
 */
import { Text } from '@idle/ui';

/** What a form's own check (made before asking the server) found wrong, beside it. */
export function FormError({ text }: { text: string | null }) {
  return text === null ? null : (
    <Text as="p" role="alert" tone="error">
      {text}
    </Text>
  );
}
