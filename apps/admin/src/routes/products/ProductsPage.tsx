import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useTable } from '@tanstack/react-table';
import {
  adminProductSorting,
  categoryNamesKo,
  mainCategoryIds,
  operatorCan,
  productTextMaxLength,
  productVisibilityFilterLabels,
  productVisibilityFilters,
  type AdminProductListItem,
  type ProductVisibilityFilter,
} from '@quotemarket/contract';
import { useAdminProducts, useOperatorMe } from '@quotemarket/hooks';
import {
  Badge,
  Button,
  formatDateTime,
  formatWon,
  Heading,
  PageStack,
  SelectField,
  Text,
  TextField,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import {
  ConsoleTable,
  consoleColumns,
  consoleTableFeatures,
  serverSorting,
} from '../../shared/consoleTable';
import { PagedListView } from '../../shared/PagedListView';
import {
  readProductListSearch,
  writeProductListSearch,
  type ProductOrder,
} from './productListSearch';
import { Nowrap, PageHeader } from '../../shared/pageLayout';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[3]};

  & > [data-qm='select-field'] {
    flex: 0 1 11rem;
  }

  & > [data-qm='text-field'] {
    flex: 1 1 16rem;
  }

  & > button {
    margin-top: 1.75rem;
  }
`;

const categoryOptions = [0, ...Object.values(mainCategoryIds)].map((id) => ({
  value: String(id),
  label: categoryNamesKo[id as keyof typeof categoryNamesKo],
}));
const visibilityOptions = productVisibilityFilters.map((filter) => ({
  value: filter,
  label: productVisibilityFilterLabels[filter],
}));

const column = consoleColumns<AdminProductListItem>();
const columns = column.columns([
  column.accessor('name', {
    header: '상품명',
    cell: ({ row }) => (
      <>
        <Link to={paths.product(row.original.id)}>{row.original.name}</Link>
        {row.original.brand && (
          <Text as="span" size="sm" tone="muted">
            {' '}
            ({row.original.brand})
          </Text>
        )}
      </>
    ),
  }),
  column.accessor('categoryPath', { header: '카테고리', enableSorting: false }),
  column.accessor('price', {
    header: '가격',
    sortDescFirst: true,
    meta: { align: 'end' },
    cell: ({ row }) => (
      <Nowrap>
        {formatWon(row.original.price)}
        {row.original.rentalFee !== null && (
          <Text as="span" size="sm" tone="muted">
            {' '}
            · 월 {formatWon(row.original.rentalFee)}
          </Text>
        )}
      </Nowrap>
    ),
  }),
  column.accessor('isActive', {
    header: '노출',
    enableSorting: false,
    cell: ({ getValue }) => (
      <Badge tone={getValue() ? 'success' : 'neutral'}>{getValue() ? '노출 중' : '숨김'}</Badge>
    ),
  }),
  column.accessor('updatedAt', {
    header: '수정 시각 (KST)',
    sortDescFirst: true,
    cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
  }),
]);

/**
 * `paths.products()`: the catalogue, hidden products included, filtered by category, visibility and
 * name on the server and ordered by a column's header (the most recently edited first at the
 * start). The filters, the order and the page live in the address. Each row opens its edit page.
 */
export function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = readProductListSearch(searchParams);
  const [text, setText] = useState(applied.search);
  const me = useOperatorMe();
  const canWrite = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');
  const products = useAdminProducts(
    { categoryId: applied.categoryId, visibility: applied.visibility, search: applied.search },
    { page: applied.page, order: applied.order },
  );
  const filtered =
    applied.categoryId !== 0 || applied.visibility !== 'all' || applied.search !== '';
  const apply = (patch: Partial<typeof applied>) =>
    setSearchParams(writeProductListSearch({ ...applied, page: 1, ...patch }));
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data: products.data?.list ?? [],
    getRowId: (product) => String(product.id),
    ...serverSorting(applied.order, adminProductSorting.columns, (order: ProductOrder) =>
      apply({ order }),
    ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ search: text });
  };

  return (
    <PageStack>
      <PageHeader>
        <Heading level={1}>상품</Heading>
        {canWrite && (
          <Button asChild>
            <Link to={paths.newProduct()}>상품 추가</Link>
          </Button>
        )}
      </PageHeader>
      <Filters role="search" aria-label="상품 찾기" onSubmit={submit} noValidate>
        <SelectField
          label="카테고리"
          options={categoryOptions}
          value={String(applied.categoryId)}
          onValueChange={(value) => apply({ categoryId: Number(value) })}
        />
        <SelectField
          label="노출"
          options={visibilityOptions}
          value={applied.visibility}
          onValueChange={(value) => apply({ visibility: value as ProductVisibilityFilter })}
        />
        <TextField
          label="상품명·브랜드·모델명"
          value={text}
          maxLength={productTextMaxLength}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">찾기</Button>
      </Filters>
      <PagedListView
        query={products}
        loadingLabel="상품을 불러오는 중"
        errorTitle="상품을 불러오지 못했어요"
        empty={{
          title: filtered ? '조건에 맞는 상품이 없어요' : '아직 등록한 상품이 없어요',
          description: filtered
            ? '카테고리나 노출 조건, 검색어를 바꿔 보세요.'
            : '상품을 추가하면 여기에 보여요.',
        }}
        countUnit="개"
        page={applied.page}
        pageLabel="상품 페이지"
        onPageChange={(page) => setSearchParams(writeProductListSearch({ ...applied, page }))}
      >
        {(_list, busy) => <ConsoleTable table={table} caption="상품" busy={busy} />}
      </PagedListView>
    </PageStack>
  );
}
