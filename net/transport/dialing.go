package transport

import (
	"context"
	"errors"
	"net/netip"
	"sync"
	"time"
)

// DialingLink is a [Link] that is still being dialled in the background: a
// page's game cannot wait the seconds a WebSocket dial may take inside one
// frame (a player's machine reconnecting does it from the game's goroutine,
// runtime/network's Options.Redial). Until the dial returns, packets sent
// are dropped and none arrive: a [Client] on it resends its handshake until
// Config.ConnectTimeout, so the handshake starts as soon as the dial is
// done. Once dialled it is the dialled link. A failed dial leaves it a link
// that sends and receives nothing (the Client on it times out); Err says
// why. It is safe for one goroutine (the game's) plus the dialling one.
type DialingLink struct {
	mu     sync.Mutex
	link   Link  // the dialled link, nil until then
	err    error // the dial's error, or ErrClosed after Close
	cancel context.CancelFunc
	done   chan struct{} // closed when the dial returned
}

// DialLink starts dial in a goroutine, under a context that Close cancels
// and that ends after timeout (zero or less: no limit), and returns the link
// it gives, as a DialingLink. dial must honour its context. A link dial
// returns after Close is closed at once.
func DialLink(timeout time.Duration, dial func(ctx context.Context) (Link, error)) *DialingLink {
	var ctx context.Context
	var cancel context.CancelFunc
	if timeout > 0 {
		ctx, cancel = context.WithTimeout(context.Background(), timeout)
	} else {
		ctx, cancel = context.WithCancel(context.Background())
	}
	d := &DialingLink{cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(d.done)
		l, err := dial(ctx)
		if err == nil && l == nil {
			err = errors.New("transport: the dial gave no link")
		}
		d.mu.Lock()
		defer d.mu.Unlock()
		switch {
		case err != nil:
			if d.err == nil {
				d.err = err
			}
		case d.err != nil: // closed meanwhile
			l.Close()
		default:
			d.link = l
		}
	}()
	return d
}

// dialled returns the dialled link, or nil while dialling, after a failed
// dial and after Close.
func (d *DialingLink) dialled() Link {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.link
}

// Err returns the dial's error: nil while dialling and once dialled,
// ErrClosed after Close.
func (d *DialingLink) Err() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.err
}

// SendPacket implements [Link.SendPacket]: the dialled link's, a dropped
// packet while dialling (nil), the dial's error after it failed.
func (d *DialingLink) SendPacket(now time.Duration, to netip.AddrPort, packet []byte) error {
	if l := d.dialled(); l != nil {
		return l.SendPacket(now, to, packet)
	}
	return d.Err()
}

// ReceivePackets implements [Link.ReceivePackets]: the dialled link's,
// nothing before.
func (d *DialingLink) ReceivePackets(now time.Duration, fn func(from netip.AddrPort, packet []byte)) {
	if l := d.dialled(); l != nil {
		l.ReceivePackets(now, fn)
	}
}

// Close implements [Link.Close]: it cancels a dial under way and waits for
// it, and closes the dialled link. It returns the dialled link's Close
// error.
func (d *DialingLink) Close() error {
	d.mu.Lock()
	l := d.link
	d.link = nil
	if d.err == nil {
		d.err = ErrClosed
	}
	d.mu.Unlock()
	d.cancel()
	<-d.done
	if l != nil {
		return l.Close()
	}
	return nil
}
