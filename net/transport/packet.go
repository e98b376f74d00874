package transport

import (
	"encoding/binary"
	"errors"
)

// The wire format. Every packet starts with one kind byte. Numbers are little
// endian. A data packet is
//
//	kind(1) key(8) seq(2) ack(2) ackBits(4) then units
//
// and each unit is
//
//	head(1) [id(2)] len(2) payload(len)
//
// where head holds the channel in its low two bits and, for reliable
// fragments, the end-of-message flag in bit 7; id is there for
// ReliableOrdered (the fragment's number) and UnreliableSequenced (the
// message's number).
const (
	kindRequest byte = iota + 1
	kindChallenge
	kindResponse
	kindAccept
	kindDeny
	kindData
	kindDisconnect
)

const (
	dataHeaderSize = 1 + 8 + 2 + 2 + 4
	unitHeaderMax  = 1 + 2 + 2
	headEnd        = 0x80
	headChannel    = 0x03
	// chPing is the channel number of a ping unit: one byte, no payload,
	// asking the peer to acknowledge the packet (keepalives carry one, so
	// even an idle connection measures its RTT and loss).
	chPing = Channel(3)
)

var errMalformed = errors.New("transport: malformed packet")

// header is the start of a data packet.
type header struct {
	key     uint64 // the connection key the server gave out at the handshake
	seq     uint16 // this packet's sequence number
	ack     uint16 // the newest packet sequence received from the peer
	ackBits uint32 // bit i set: packet ack-1-i was received too
}

// unit is one message, or one fragment of a reliable message, in a packet.
type unit struct {
	ch   Channel
	end  bool   // the last fragment of a reliable message
	id   uint16 // fragment number (reliable) or message number (sequenced)
	data []byte // aliases the packet when decoded
}

// size returns how many bytes u takes in a packet.
func (u *unit) size() int {
	if u.ch == chPing {
		return 1
	}
	if u.ch == Unreliable {
		return 3 + len(u.data)
	}
	return unitHeaderMax + len(u.data)
}

func appendHeader(b []byte, h header) []byte {
	b = append(b, kindData)
	b = binary.LittleEndian.AppendUint64(b, h.key)
	b = binary.LittleEndian.AppendUint16(b, h.seq)
	b = binary.LittleEndian.AppendUint16(b, h.ack)
	return binary.LittleEndian.AppendUint32(b, h.ackBits)
}

func appendUnit(b []byte, u *unit) []byte {
	head := byte(u.ch)
	if u.end {
		head |= headEnd
	}
	b = append(b, head)
	if u.ch == chPing {
		return b
	}
	if u.ch != Unreliable {
		b = binary.LittleEndian.AppendUint16(b, u.id)
	}
	b = binary.LittleEndian.AppendUint16(b, uint16(len(u.data)))
	return append(b, u.data...)
}

// readHeader decodes the header of data packet p and returns the units after it.
func readHeader(p []byte) (header, []byte, error) {
	if len(p) < dataHeaderSize || p[0] != kindData || len(p) > MaxPacket {
		return header{}, nil, errMalformed
	}
	h := header{
		key:     binary.LittleEndian.Uint64(p[1:]),
		seq:     binary.LittleEndian.Uint16(p[9:]),
		ack:     binary.LittleEndian.Uint16(p[11:]),
		ackBits: binary.LittleEndian.Uint32(p[13:]),
	}
	return h, p[dataHeaderSize:], nil
}

// readUnit decodes the first unit of p into u and returns the rest of p.
// u.data aliases p.
func readUnit(p []byte, u *unit) ([]byte, error) {
	if len(p) == 0 {
		return nil, errMalformed
	}
	head := p[0]
	u.ch = Channel(head & headChannel)
	u.end = head&headEnd != 0
	u.id, u.data = 0, nil
	if head&^(headEnd|headChannel) != 0 || (u.end && u.ch != ReliableOrdered) {
		return nil, errMalformed
	}
	p = p[1:]
	if u.ch == chPing {
		return p, nil
	}
	if len(p) < 2 {
		return nil, errMalformed
	}
	if u.ch != Unreliable {
		u.id = binary.LittleEndian.Uint16(p)
		p = p[2:]
		if len(p) < 2 {
			return nil, errMalformed
		}
	}
	n := int(binary.LittleEndian.Uint16(p))
	p = p[2:]
	if n > len(p) || n > MaxUnreliable {
		return nil, errMalformed
	}
	u.data = p[:n:n]
	return p[n:], nil
}
