// The baseline for `npm run bench:web`: the app's framework libraries (React, the router, the
// query cache, styled-components) and nothing of the product, built by the same Vite.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';

const Heading = styled.h1`
  font: 700 20px/1.4 sans-serif;
  margin: 16px;
`;

const router = createBrowserRouter([{ path: '*', element: <Heading>빈 페이지</Heading> }]);
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
