import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

type Props = {
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  delayMs?: number;
  width?: number | string;
};

/** Types freely; tells the list only after a pause, so each key press is not a request. */
export const SearchBox = ({ value, onSearch, placeholder, delayMs = 400, width = 280 }: Props) => {
  const [text, setText] = useState(value);
  const last = useRef(value);

  // The URL may change under us (back button, "clear filters").
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === last.current) return;
    const timer = setTimeout(() => {
      last.current = text.trim();
      onSearch(text.trim());
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, onSearch]);

  return (
    <Input
      allowClear
      value={text}
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={placeholder}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => {
        last.current = text.trim();
        onSearch(text.trim());
      }}
      style={{ width, maxWidth: '100%' }}
    />
  );
};
