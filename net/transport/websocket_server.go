//go:build !js

package transport

import (
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// TLSFiles names a certificate and its private key, PEM files as
// net/http.Server.ServeTLS reads them.
type TLSFiles struct {
	CertFile, KeyFile string
}

// WebSocketListener is the server end of WebSockets: a [Link] whose peers are
// the WebSocket connections it accepted, and an http.Handler that accepts
// them. Give it to [NewServer] beside a [UDPLink] and browser and desktop
// players join one set of peers. A peer's address is its TCP connection's
// remote address. When a WebSocket closes, its peer times out like any
// other (Config.Timeout), unless it said goodbye first.
type WebSocketListener struct {
	in     inbox
	opts   *websocket.AcceptOptions
	mu     sync.Mutex
	peers  map[netip.AddrPort]*wsPeer
	next   uint32
	closed bool
	wg     sync.WaitGroup
	srv    *http.Server
	addr   netip.AddrPort
}

// NewWebSocketListener returns a listener that serves no socket of its own:
// mount it in an http.ServeMux. opts may be nil (same-origin pages only, the
// library's default); set OriginPatterns to let pages of other hosts in.
func NewWebSocketListener(opts *websocket.AcceptOptions) *WebSocketListener {
	return &WebSocketListener{opts: opts, peers: map[netip.AddrPort]*wsPeer{}}
}

// ListenWebSocket serves WebSockets on addr ("127.0.0.1:0", ":8080") at any
// path, over TLS if files is not nil (a page served over https may only
// open wss:// sockets). Without files, a TLS-terminating proxy in front
// (nginx, Caddy, a cloud load balancer) can offer wss:// and forward plain
// WebSockets here. opts is as for [NewWebSocketListener]. It returns the
// error of reading the certificate and key (before any socket opens) or of
// opening the socket.
func ListenWebSocket(addr string, files *TLSFiles, opts *websocket.AcceptOptions) (*WebSocketListener, error) {
	var cfg *tls.Config
	if files != nil {
		cert, err := tls.LoadX509KeyPair(files.CertFile, files.KeyFile)
		if err != nil {
			return nil, fmt.Errorf("transport: the WebSocket certificate: %w", err)
		}
		cfg = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("transport: listening for WebSockets on %s: %w", addr, err)
	}
	l := NewWebSocketListener(opts)
	l.addr = ln.Addr().(*net.TCPAddr).AddrPort()
	l.srv = &http.Server{Handler: l, ReadHeaderTimeout: 10 * time.Second, TLSConfig: cfg}
	go func() {
		if cfg != nil {
			l.srv.ServeTLS(ln, "", "")
		} else {
			l.srv.Serve(ln)
		}
	}()
	return l, nil
}

// Addr returns the TCP address ListenWebSocket serves, or the zero address
// for a listener made by NewWebSocketListener.
func (l *WebSocketListener) Addr() netip.AddrPort { return l.addr }

// ServeHTTP accepts a WebSocket and reads it until it closes.
func (l *WebSocketListener) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	conn, err := websocket.Accept(w, r, l.opts)
	if err != nil {
		return // Accept has answered the request
	}
	l.mu.Lock()
	if l.closed {
		l.mu.Unlock()
		conn.CloseNow()
		return
	}
	p := newWSPeer(conn, l.address(r.RemoteAddr))
	l.peers[p.addr] = p
	l.wg.Add(1)
	l.mu.Unlock()
	defer l.wg.Done()
	p.read(&l.in)
	l.mu.Lock()
	delete(l.peers, p.addr)
	l.mu.Unlock()
	conn.CloseNow()
	p.shutdown()
}

// address returns a peer address for a connection from remote that no open
// connection has; l.mu is held.
func (l *WebSocketListener) address(remote string) netip.AddrPort {
	ap, err := netip.ParseAddrPort(remote)
	if err == nil {
		ap = netip.AddrPortFrom(ap.Addr().Unmap(), ap.Port())
	}
	for err != nil || l.peers[ap] != nil {
		l.next++
		ap, err = netip.AddrPortFrom(netip.AddrFrom4([4]byte{0, 0, byte(l.next >> 8), byte(l.next)}), uint16(l.next>>16)), nil
	}
	return ap
}

// SendPacket implements [Link.SendPacket]. A packet for a closed connection
// is lost.
func (l *WebSocketListener) SendPacket(_ time.Duration, to netip.AddrPort, packet []byte) error {
	l.mu.Lock()
	p := l.peers[to]
	l.mu.Unlock()
	if p != nil {
		p.send(packet)
	}
	return nil
}

// ReceivePackets implements [Link.ReceivePackets].
func (l *WebSocketListener) ReceivePackets(_ time.Duration, fn func(from netip.AddrPort, packet []byte)) {
	l.in.drain(fn)
}

// Close implements [Link.Close]: it closes every WebSocket and the socket
// ListenWebSocket opened, and waits for their goroutines.
func (l *WebSocketListener) Close() error {
	l.mu.Lock()
	l.closed = true
	for _, p := range l.peers {
		p.conn.CloseNow()
	}
	l.mu.Unlock()
	var err error
	if l.srv != nil {
		err = l.srv.Close()
	}
	l.wg.Wait()
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}
