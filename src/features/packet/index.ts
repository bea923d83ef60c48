// What other parts may import from the packet feature (issue 14 item 8).
export { PacketCard } from './components/packet-card';
