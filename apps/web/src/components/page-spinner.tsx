import { Flex, Spin } from 'antd';

/** Shown while a screen's chunk loads. */
export const PageSpinner = () => (
  <Flex align="center" justify="center" style={{ minHeight: 240, width: '100%' }}>
    <Spin size="large" />
  </Flex>
);
