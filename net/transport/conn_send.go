package transport

import "time"

// packer fills packets for one connection's flush.
type packer struct {
	c      *conn
	now    time.Duration
	buf    []byte
	open   bool
	rec    *sentPacket
	budget int
	out    func(to address, packet []byte)
	count  int
}

// room makes sure an open packet has n more bytes free, finishing the open
// packet and starting another if it must. It returns false when the send
// budget is spent.
func (p *packer) room(n int) bool {
	if p.open && len(p.buf)+n <= MaxPacket {
		return true
	}
	if p.open {
		p.finish()
	}
	if p.budget == 0 {
		return false
	}
	p.begin(p.c.recvAck)
	return true
}

// begin starts a packet whose ack field names packet ack.
func (p *packer) begin(ack uint16) {
	c := p.c
	seq := c.seq
	c.seq++
	if c.seq == 0 {
		c.seq = 1 // 0 never goes out, so an ack field of 0 before anything arrived acknowledges nothing
	}
	p.rec = &c.sent[seq%history]
	*p.rec = sentPacket{seq: seq, valid: true, at: p.now, frags: p.rec.frags[:0]}
	p.buf = appendHeader(p.buf[:0], header{key: c.key, seq: seq, ack: ack, ackBits: c.ackBitsAt(ack)})
	p.open = true
	p.budget--
}

// finish sends the open packet.
func (p *packer) finish() {
	c := p.c
	p.out(c.addr, p.buf)
	c.stats.PacketsOut++
	c.stats.BytesOut += uint64(len(p.buf))
	c.lastSend = p.now
	p.open = false
	p.count++
}

// flush sends, within the connection's send budget: reliable fragments never
// sent or not acknowledged within the resend timeout (oldest first), then the
// queued unreliable messages, then, if nothing went out, an empty packet when
// an acknowledgement has been owed for AckDelay or KeepAlive has passed. buf is scratch space.
// It returns buf, perhaps grown.
func (c *conn) flush(now time.Duration, buf []byte, out func(to address, packet []byte)) []byte {
	c.fillWindow()
	p := packer{c: c, now: now, buf: buf, budget: c.cfg.SendBudget, out: out}
	c.flushReliable(&p)
	c.flushUnreliable(&p)
	if p.open {
		p.finish()
	}
	if p.count == 0 && c.ackOwed > 0 && now-c.owedAt < c.cfg.AckDelay && now-c.lastSend < c.cfg.KeepAlive {
		return p.buf // the acknowledgement can ride on the next packet
	}
	if p.count == 0 && (c.ackOwed > 0 || now-c.lastSend >= c.cfg.KeepAlive) {
		p.budget = 1
		p.begin(c.recvAck)
		if now-c.lastSend >= c.cfg.KeepAlive {
			ping := unit{ch: chPing}
			p.buf = appendUnit(p.buf, &ping)
			p.rec.units = true
		}
		p.finish()
	}
	c.flushAcks(&p)
	c.ackOwed = 0
	return p.buf
}

func (c *conn) flushReliable(p *packer) {
	rto := c.rto()
	for id := c.sendBase; id != c.sendNext; id++ {
		f := &c.frags[id%Window]
		if !f.used || (f.sent && p.now-f.sentAt < rto) {
			continue
		}
		u := unit{ch: ReliableOrdered, end: f.end, id: id, data: f.data}
		if !p.room(u.size()) {
			return
		}
		p.buf = appendUnit(p.buf, &u)
		p.rec.units = true
		if f.sent {
			c.stats.Resends++
		}
		f.sent, f.sentAt = true, p.now
		p.rec.frags = append(p.rec.frags, id)
	}
}

func (c *conn) flushUnreliable(p *packer) {
	for i, q := range c.queue {
		u := unit{ch: q.ch, id: q.id, data: c.ubuf[q.off : q.off+q.n]}
		if !p.room(u.size()) {
			c.stats.Unsent += uint64(len(c.queue) - i)
			break
		}
		p.buf = appendUnit(p.buf, &u)
		p.rec.units = true
	}
	c.queue = c.queue[:0]
	c.ubuf = c.ubuf[:0]
}

// flushAcks sends extra empty packets whose ack fields name older packets
// when more packets arrived since the last flush than one ack bitfield
// covers, so a burst (the fragments of a large message) is acknowledged
// whole instead of being resent.
func (c *conn) flushAcks(p *packer) {
	for k := 33; k < c.ackOwed && k < history-33; k += 33 {
		a := c.recvAck - uint16(k)
		if c.recvHist[a%history] != uint32(a)|1<<16 {
			continue
		}
		p.budget = 1
		p.begin(a)
		p.finish()
	}
}
