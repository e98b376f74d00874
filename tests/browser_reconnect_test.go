package tests

import (
	"net"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestBrowserReconnects joins a page to a dedicated server as
// TestBrowserJoins does, through a TCP proxy, then darkens the proxy (it
// passes no byte either way and holds new connections) for longer than the
// transport's timeout (10 s) and lights it again: the page finds the
// connection lost, reconnects in the background (a page's frames cannot
// wait for a WebSocket dial: transport.DialWebSocketLater) and takes its
// place back as the same player, saying "reconnecting" and "reconnected"
// once each, and the server counts it connected again. The page plays on
// throughout (its step count grows while the link is dark).
func TestBrowserReconnects(t *testing.T) {
	chrome := needChromium(t)
	srv := startWSServer(t)
	px := newDarkProxy(t, srv.ws)
	ctx, log := openJoiningPage(t, chrome, "ws://"+px.addr)
	if err := waitFor(ctx, `globalThis.griff !== undefined && griff.state() === "running" && griff.network().players.length === 2`, 60*time.Second); err != nil {
		t.Fatalf("the page never joined: %v (console: %q)", err, log.all())
	}
	if p := eval[int](t, ctx, `griff.network().player`); p != 1 {
		t.Fatalf("the page joined as player %d, want 1", p)
	}
	px.dark.Store(true)
	before := eval[float64](t, ctx, `griff.tick()`)
	time.Sleep(13 * time.Second)
	during := eval[float64](t, ctx, `griff.tick()`)
	px.dark.Store(false)
	if during <= before {
		t.Errorf("the page stood at step %v while the link was dark (it was at %v): it should play on", during, before)
	}
	if err := waitFor(ctx, `griff.problems().some(p => p.includes("reconnected"))`, 40*time.Second); err != nil {
		t.Fatalf("the page never reconnected: %v (problems: %q, console: %q)", err, eval[[]string](t, ctx, `griff.problems()`), log.all())
	}
	probs := eval[[]string](t, ctx, `griff.problems()`)
	var lost, back int
	for _, p := range probs {
		lost += strings.Count(p, "reconnecting (for up to")
		back += strings.Count(p, "reconnected to the server as player 1")
	}
	if lost != 1 || back != 1 {
		t.Errorf("the page's problems are %q; want one \"reconnecting\" and one \"reconnected ... as player 1\"", probs)
	}
	if p := eval[int](t, ctx, `griff.network().player`); p != 1 {
		t.Errorf("the page is player %d after reconnecting, want 1 (its place back)", p)
	}
	var st string
	for range 10 {
		if st = srv.lastStatus(); strings.Contains(st, "players 1/1") {
			break
		}
	}
	if !strings.Contains(st, "matches 1/") || !strings.Contains(st, "players 1/1") {
		t.Errorf("the server's status is %q after the page reconnected, want 1 match and 1 player connected", st)
	}
	if errs := log.all(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%v", errs)
	}
}

// darkProxy forwards TCP connections from addr to a server; while dark is
// set it passes no byte either way and holds new connections (a network
// gone dark, not a server stopped: a server's frame that takes over 5 s of
// wall time ends its match as stalled).
type darkProxy struct {
	addr string
	dark atomic.Bool
}

// newDarkProxy listens on 127.0.0.1 for connections to forward to to; the
// test's end closes it.
func newDarkProxy(t *testing.T, to string) *darkProxy {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	p := &darkProxy{addr: l.Addr().String()}
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go p.forward(c, to)
		}
	}()
	return p
}

// light waits while the proxy is dark.
func (p *darkProxy) light() {
	for p.dark.Load() {
		time.Sleep(10 * time.Millisecond)
	}
}

// forward joins c to a new connection to the server, once light.
func (p *darkProxy) forward(c net.Conn, to string) {
	defer c.Close()
	p.light()
	u, err := net.Dial("tcp", to)
	if err != nil {
		return
	}
	defer u.Close()
	done := make(chan struct{}, 2)
	pipe := func(dst, src net.Conn) {
		buf := make([]byte, 32<<10)
		for {
			n, err := src.Read(buf)
			p.light()
			if n > 0 {
				if _, werr := dst.Write(buf[:n]); werr != nil {
					break
				}
			}
			if err != nil {
				break
			}
		}
		done <- struct{}{}
	}
	go pipe(u, c)
	go pipe(c, u)
	<-done
}
