package transport

import "time"

// receive handles data packet body (after header h) from the peer and
// appends the messages it completes to events. A packet with the wrong key,
// a malformed unit, or a number already seen or older than history packets
// is dropped whole and counted.
func (c *conn) receive(now time.Duration, h header, body []byte, events []Event) []Event {
	if h.key != c.key || !c.fresh(h.seq) || !validUnits(body, &c.scratch) {
		c.stats.Dropped++
		return events
	}
	c.recvHist[h.seq%history] = uint32(h.seq) | 1<<16
	if !c.recvAny || int16(h.seq-c.recvAck) > 0 {
		c.recvAck = h.seq
	}
	c.recvAny = true
	c.lastRecv = now
	c.stats.PacketsIn++
	c.stats.BytesIn += uint64(dataHeaderSize + len(body))
	c.onAck(now, h.ack, h.ackBits)
	if len(body) > 0 {
		if c.ackOwed == 0 {
			c.owedAt = now
		}
		c.ackOwed++
	}
	for len(body) > 0 {
		body, _ = readUnit(body, &c.scratch)
		events = c.onUnit(&c.scratch, events)
	}
	return events
}

// fresh reports whether packet number seq was not received before and is
// recent enough to tell.
func (c *conn) fresh(seq uint16) bool {
	if !c.recvAny {
		return true
	}
	if int16(seq-c.recvAck) <= -history {
		return false
	}
	return c.recvHist[seq%history] != uint32(seq)|1<<16
}

// validUnits reports whether body is a whole number of well-formed units.
func validUnits(body []byte, u *unit) bool {
	for len(body) > 0 {
		var err error
		if body, err = readUnit(body, u); err != nil {
			return false
		}
	}
	return true
}

// onAck marks the packets named by an ack field and bitfield as received by
// the peer, frees their reliable fragments and takes an RTT sample.
func (c *conn) onAck(now time.Duration, ack uint16, bits uint32) {
	for i := range uint16(33) {
		if i > 0 && bits&(1<<(i-1)) == 0 {
			continue
		}
		s := ack - i
		rec := &c.sent[s%history]
		if !rec.valid || rec.seq != s || rec.acked {
			continue
		}
		rec.acked = true
		if rec.units {
			c.acked++
			if i == 0 {
				c.sampleRTT(now - rec.at)
			}
		}
		for _, id := range rec.frags {
			if f := &c.frags[id%Window]; f.used && f.id == id {
				f.used, f.data = false, nil
			}
		}
	}
	for c.sendBase != c.sendNext && !c.frags[c.sendBase%Window].used {
		c.sendBase++
	}
	c.judgeLoss(ack)
}

// lossLag is how many packets behind the newest acknowledged one a packet
// is judged lost if it is not acknowledged yet: past the 33 one ack field
// covers, with room for the extra ack packets of a burst.
const lossLag = 128

// judgeLoss counts the packets with units more than lossLag before ack that
// were never acknowledged.
func (c *conn) judgeLoss(ack uint16) {
	for int16(ack-lossLag-c.judge) > 0 && int16(c.seq-c.judge) > 0 {
		rec := &c.sent[c.judge%history]
		if rec.valid && rec.seq == c.judge && rec.units && !rec.acked {
			c.lost++
		}
		c.judge++
	}
}

// sampleRTT folds one round-trip sample into the smoothed RTT and its
// deviation (RFC 6298's gains, 1/8 and 1/4).
func (c *conn) sampleRTT(d time.Duration) {
	if !c.hasRTT {
		c.srtt, c.rttvar, c.hasRTT = d, d/2, true
		return
	}
	dev := c.srtt - d
	if dev < 0 {
		dev = -dev
	}
	c.rttvar = (3*c.rttvar + dev) / 4
	c.srtt = (7*c.srtt + d) / 8
}

// onUnit handles one unit of a packet.
func (c *conn) onUnit(u *unit, events []Event) []Event {
	switch u.ch {
	case chPing:
		return events
	case Unreliable:
		return append(events, c.message(Unreliable, append([]byte(nil), u.data...)))
	case UnreliableSequenced:
		if c.seqInAny && int16(u.id-c.seqIn) <= 0 {
			c.stats.Dropped++
			return events
		}
		c.seqIn, c.seqInAny = u.id, true
		return append(events, c.message(UnreliableSequenced, append([]byte(nil), u.data...)))
	}
	d := int16(u.id - c.recvNext)
	rf := &c.rfrags[u.id%Window]
	if d < 0 || int(d) >= Window || rf.has {
		c.stats.Dropped++
		return events
	}
	rf.has, rf.end, rf.data = true, u.end, append(rf.data[:0], u.data...)
	return c.deliver(events)
}

// deliver appends the reliable messages whose fragments have all arrived, in
// order.
func (c *conn) deliver(events []Event) []Event {
	for {
		rf := &c.rfrags[c.recvNext%Window]
		if !rf.has {
			return events
		}
		if len(c.assembly)+len(rf.data) > MaxMessage {
			c.protoFail = true
			return events
		}
		c.assembly = append(c.assembly, rf.data...)
		rf.has = false
		c.recvNext++
		if rf.end {
			events = append(events, c.message(ReliableOrdered, c.assembly))
			c.assembly = nil
		}
	}
}

func (c *conn) message(ch Channel, data []byte) Event {
	if data == nil {
		data = []byte{}
	}
	return Event{Kind: Message, Peer: c.peer, Channel: ch, Data: data}
}

// timedOut reports whether nothing arrived from the peer for Timeout.
func (c *conn) timedOut(now time.Duration) bool {
	return now-c.lastRecv >= c.cfg.Timeout
}

// stat returns the connection's counters with Loss and RTT filled in.
func (c *conn) stat() Stats {
	s := c.stats
	s.RTT = c.srtt
	if judged := c.acked + c.lost; judged > 0 {
		s.Loss = float64(c.lost) / float64(judged)
	}
	return s
}
