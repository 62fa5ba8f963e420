import { resetPageStateAroundEachTest } from 'shared-ui/testing';

resetPageStateAroundEachTest();
