import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { router } from './router';
import { useBrand } from './use-brand';

export function App() {
  useBrand();
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>
  );
}
