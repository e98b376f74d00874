//go:build !js

package transport_test

import (
	"context"
	"errors"
	"net"
	"net/netip"
	"testing"
	"time"

	"github.com/griffengine/griff/net/transport"
)

// anyAddr is an address for a link that ignores it.
var anyAddr = netip.AddrPortFrom(netip.IPv6Unspecified(), 0)

// pollUntil polls the client and server every 10 ms of their clock (1 ms of
// real time, for the goroutines dialling and reading) until done, given the
// client's events so far, or limit; it returns the client's events.
func pollUntil(c *transport.Client, srv *transport.Server, limit time.Duration, done func([]transport.Event) bool) (cev []transport.Event) {
	var sev []transport.Event
	for now := time.Duration(0); now < limit && !done(cev); {
		now += 10 * time.Millisecond
		cev = c.Poll(now, cev)
		if srv != nil {
			sev = srv.Poll(now, sev[:0])
		}
		time.Sleep(time.Millisecond)
	}
	return cev
}

// has reports whether events holds one of kind (and, for Disconnected,
// reason).
func has(events []transport.Event, kind transport.EventKind, reason transport.Reason) bool {
	for _, e := range events {
		if e.Kind == kind && (kind != transport.Disconnected || e.Reason == reason) {
			return true
		}
	}
	return false
}

// A client on a WebSocket dialled in the background connects once the dial
// is done, and talks as one dialled first does.
func TestDialWebSocketLaterConnects(t *testing.T) {
	wl, err := transport.ListenWebSocket("127.0.0.1:0", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	srv := transport.NewServer(transport.Config{}, wl)
	defer srv.Close()
	c := transport.DialWebSocketLater("ws://"+wl.Addr().String()+"/", transport.Config{}, nil, 5*time.Second)
	defer c.Close()
	cev := pollUntil(c, srv, 5*time.Second, func([]transport.Event) bool { return c.Connected() })
	if !c.Connected() || len(srv.Peers()) != 1 {
		t.Fatalf("connected %v, server's peers %v; events %v", c.Connected(), srv.Peers(), cev)
	}
	srv.Send(srv.Peers()[0], transport.ReliableOrdered, []byte("hi"))
	var got string
	pollUntil(c, srv, 5*time.Second, func(ev []transport.Event) bool {
		for _, e := range ev {
			if e.Kind == transport.Message {
				got = string(e.Data)
			}
		}
		return got != ""
	})
	if got != "hi" {
		t.Errorf("client got %q, want hi", got)
	}
}

// A dial that fails ends in the client's Disconnected event (timeout), and
// the link keeps the dial's error.
func TestDialingLinkFailedDial(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close() // nothing listens there now
	d := transport.DialLink(5*time.Second, func(ctx context.Context) (transport.Link, error) {
		wl, err := transport.DialWebSocketLink(ctx, "ws://"+addr+"/", nil)
		if err != nil {
			return nil, err
		}
		return wl, nil
	})
	c := transport.NewClient(transport.Config{ConnectTimeout: time.Second}, d, anyAddr)
	defer c.Close()
	gone := func(ev []transport.Event) bool { return has(ev, transport.Disconnected, transport.ReasonTimeout) }
	cev := pollUntil(c, nil, 3*time.Second, gone)
	if !gone(cev) {
		t.Errorf("events %v, want Disconnected (timeout)", cev)
	}
	if d.Err() == nil || errors.Is(d.Err(), transport.ErrClosed) {
		t.Errorf("Err() = %v, want the dial's error", d.Err())
	}
}

// Close cancels a dial under way (a server that accepts the TCP connection
// and never answers the WebSocket's upgrade) and waits for it: no goroutine
// is left dialling, and the link answers ErrClosed.
func TestDialingLinkCloseCancelsDial(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	started := make(chan struct{})
	var dialErr error
	d := transport.DialLink(0, func(ctx context.Context) (transport.Link, error) {
		close(started)
		wl, err := transport.DialWebSocketLink(ctx, "ws://"+l.Addr().String()+"/", nil)
		dialErr = err
		if err != nil {
			return nil, err
		}
		return wl, nil
	})
	<-started
	if err := d.SendPacket(0, anyAddr, []byte{1}); err != nil {
		t.Errorf("SendPacket while dialling = %v, want nil (dropped)", err)
	}
	d.Close()
	if dialErr == nil {
		t.Errorf("the dial returned no error after Close")
	}
	if !errors.Is(d.Err(), transport.ErrClosed) {
		t.Errorf("Err() after Close = %v, want ErrClosed", d.Err())
	}
	if err := d.SendPacket(0, anyAddr, []byte{1}); !errors.Is(err, transport.ErrClosed) {
		t.Errorf("SendPacket after Close = %v, want ErrClosed", err)
	}
}
