package transport

import (
	"time"
)

// sendFrag is a reliable fragment that is sent and not yet acknowledged.
type sendFrag struct {
	id     uint16
	used   bool // holds a fragment that is not acknowledged
	sent   bool
	end    bool
	sentAt time.Duration
	data   []byte // aliases the queued message
}

// recvFrag is a reliable fragment that arrived ahead of the ones before it.
type recvFrag struct {
	has  bool
	end  bool
	data []byte // reused between fragments
}

// sentPacket remembers what a sent packet carried, until it is acknowledged
// or history newer packets replace it.
type sentPacket struct {
	seq   uint16
	valid bool
	acked bool
	units bool // carried units, so the peer acknowledges it promptly
	at    time.Duration
	frags []uint16 // reliable fragments carried; reused
}

// queued is an unreliable message waiting for the next flush; its bytes are
// in conn.ubuf.
type queued struct {
	ch     Channel
	id     uint16
	off, n int
}

// conn is the reliability layer of one connection: packet numbers and
// acknowledgements, resends, fragments, ordering and statistics. It owns no
// socket: the endpoint hands it packets and a function to send them.
type conn struct {
	addr  address
	peer  PeerID
	key   uint64
	cfg   *Config
	stats Stats

	// Packets sent and received.
	seq      uint16
	sent     [history]sentPacket
	recvAny  bool
	recvAck  uint16 // newest packet number received
	recvHist [history]uint32
	ackOwed  int           // packets with messages received since the last flush
	owedAt   time.Duration // when the first of them arrived
	lastRecv time.Duration
	lastSend time.Duration
	srtt     time.Duration
	rttvar   time.Duration
	hasRTT   bool
	acked    uint64 // packets with units acknowledged, for Loss
	lost     uint64 // packets with units never acknowledged, for Loss
	judge    uint16 // the next packet number to judge lost or not

	// Reliable sending: fragments sendBase..sendNext-1 are in the window.
	pending  [][]byte
	backlog  int // bytes in pending
	sendBase uint16
	sendNext uint16
	frags    [Window]sendFrag
	// Reliable receiving.
	recvNext uint16
	rfrags   [Window]recvFrag
	assembly []byte
	// Unreliable sending and sequenced receiving.
	queue     []queued
	ubuf      []byte
	seqOut    uint16
	seqIn     uint16
	seqInAny  bool
	scratch   unit
	protoFail bool
}

func newConn(cfg *Config, addr address, peer PeerID, key uint64, now time.Duration) *conn {
	return &conn{cfg: cfg, addr: addr, peer: peer, key: key, seq: 1, judge: 1, lastRecv: now, lastSend: now}
}

// rto returns how long a fragment waits for its acknowledgement before it is
// sent again.
func (c *conn) rto() time.Duration {
	if !c.hasRTT {
		return firstResend
	}
	return min(max(c.srtt+4*c.rttvar, minResend), maxResend)
}

// full reports whether a reliable message of n bytes would take the
// backlog over MaxBacklog.
func (c *conn) full(n int) bool {
	return c.backlog > 0 && c.backlog+n > MaxBacklog
}

// enqueue adds a message to send; Send has checked its size and channel.
func (c *conn) enqueue(ch Channel, data []byte) {
	if ch == ReliableOrdered {
		c.pending = append(c.pending, append([]byte(nil), data...))
		c.backlog += len(data)
		return
	}
	q := queued{ch: ch, off: len(c.ubuf), n: len(data)}
	if ch == UnreliableSequenced {
		q.id = c.seqOut
		c.seqOut++
	}
	c.ubuf = append(c.ubuf, data...)
	c.queue = append(c.queue, q)
}

// fillWindow splits pending reliable messages into fragments while the
// window has room for a whole message.
func (c *conn) fillWindow() {
	for len(c.pending) > 0 {
		msg := c.pending[0]
		n := max(1, (len(msg)+FragmentSize-1)/FragmentSize)
		if int(uint16(c.sendNext-c.sendBase))+n > Window {
			return
		}
		for i := range n {
			f := &c.frags[c.sendNext%Window]
			lo, hi := i*FragmentSize, min(len(msg), (i+1)*FragmentSize)
			*f = sendFrag{id: c.sendNext, used: true, end: i == n-1, data: msg[lo:hi:hi]}
			c.sendNext++
		}
		c.backlog -= len(msg)
		c.pending[0] = nil
		c.pending = c.pending[1:]
	}
	if len(c.pending) == 0 {
		c.pending = c.pending[:0:0]
	}
}

// ackBitsAt returns the acknowledgement bitfield for the 32 packets before ack.
func (c *conn) ackBitsAt(ack uint16) uint32 {
	var bits uint32
	for i := range uint16(32) {
		s := ack - 1 - i
		if c.recvHist[s%history] == uint32(s)|1<<16 {
			bits |= 1 << i
		}
	}
	return bits
}
