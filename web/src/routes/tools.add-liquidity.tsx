import { createFileRoute } from '@tanstack/react-router';
import { AddLiquidityPage } from '../features/tools/add-liquidity/AddLiquidityPage';

export const Route = createFileRoute('/tools/add-liquidity')({
  component: AddLiquidityPage,
});
