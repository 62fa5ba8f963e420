import { resetPageStateAroundEachTest } from 'shared-ui/testing';
import { queryClient } from '../api/query-client';

resetPageStateAroundEachTest({ afterEach: () => queryClient.clear() });
