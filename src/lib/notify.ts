// One place that shows toasts. Arco's Message is loaded on first use: the sign-in page should not
// download it (and its transition library) before anything goes wrong.
type Kind = 'error' | 'success' | 'warning';

const durations: Record<Kind, number> = { error: 3000, success: 2000, warning: 3000 };

async function show(kind: Kind, content: string): Promise<void> {
  const [{ default: Message }] = await Promise.all([import('@arco-design/web-react/es/Message'), import('@arco-design/web-react/es/Message/style/css')]);
  Message[kind]({ content, duration: durations[kind] });
}

export const notify = {
  error: (content: string) => void show('error', content),
  success: (content: string) => void show('success', content),
  warning: (content: string) => void show('warning', content),
};
