package transport

import (
	"context"
	"fmt"
	"net/netip"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// wsQueue is how many packets wait to be written to one WebSocket; more are
// dropped (the reliability layer sends them again), so a slow peer never
// blocks a Poll.
const wsQueue = 512

// wsFlush is the longest a WebSocketLink's Close waits for the packets
// already queued (a session's leave, the transport's disconnect) to be
// written before it closes the socket: a peer that reads nothing holds a
// quitting game no longer than that.
const wsFlush = time.Second

// wsPeer is one WebSocket connection: a goroutine writes what SendPacket
// queues, another (the caller of run) reads into an inbox.
type wsPeer struct {
	conn  *websocket.Conn
	addr  netip.AddrPort
	out   chan []byte
	done  chan struct{}
	wrote chan struct{} // closed when the writing goroutine returns
	mu    sync.Mutex
	shut  bool
}

func newWSPeer(conn *websocket.Conn, addr netip.AddrPort) *wsPeer {
	conn.SetReadLimit(MaxPacket + 1)
	p := &wsPeer{conn: conn, addr: addr, out: make(chan []byte, wsQueue), done: make(chan struct{}), wrote: make(chan struct{})}
	go p.write()
	return p
}

func (p *wsPeer) write() {
	defer close(p.wrote)
	for pkt := range p.out {
		if p.conn.Write(context.Background(), websocket.MessageBinary, pkt) != nil {
			break
		}
	}
	for range p.out { // drain until closed
	}
}

// send queues a copy of packet, or drops it if the queue is full or the
// peer is shut.
func (p *wsPeer) send(packet []byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shut {
		return
	}
	select {
	case p.out <- append([]byte(nil), packet...):
	default:
	}
}

// shutdown stops the writing goroutine; later sends are dropped.
func (p *wsPeer) shutdown() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.shut {
		p.shut = true
		close(p.out)
	}
}

// read stores every binary message in in until the connection ends.
func (p *wsPeer) read(in *inbox) {
	defer close(p.done)
	for {
		typ, data, err := p.conn.Read(context.Background())
		if err != nil {
			return
		}
		if typ == websocket.MessageBinary {
			in.put(p.addr, data)
		}
	}
}

// WebSocketLink is the client end of a WebSocket: a [Link] whose one peer is
// the server it dialled. A WebSocket is a reliable, ordered stream (TCP), so
// nothing sent on it is lost, duplicated or reordered: the transport's
// packets still go over it one per binary message, handshake,
// acknowledgements and all, so a [Conditioner] can wrap it and the same
// code runs on every link; unreliable channels are delivered reliably, and
// the reliability layer just never has to resend. It builds for GOOS=js,
// where it uses the browser's WebSocket.
type WebSocketLink struct {
	peer   *wsPeer
	in     inbox
	once   sync.Once
	server netip.AddrPort
}

// DialWebSocketLink opens a WebSocket to url ("ws://127.0.0.1:8080/",
// "wss://example.com/play"). opts may be nil; on desktop its HTTPClient can
// trust a test certificate. It returns the error of the dial.
func DialWebSocketLink(ctx context.Context, url string, opts *websocket.DialOptions) (*WebSocketLink, error) {
	conn, _, err := websocket.Dial(ctx, url, opts)
	if err != nil {
		return nil, fmt.Errorf("transport: dialling %s: %w", url, err)
	}
	// The server is named by a fixed address inside the link: a browser
	// never learns the server's IP address.
	l := &WebSocketLink{server: wsServer}
	l.peer = newWSPeer(conn, l.server)
	go l.peer.read(&l.in)
	return l, nil
}

// wsServer is the address a WebSocketLink gives its server: [::]:0.
var wsServer = netip.AddrPortFrom(netip.IPv6Unspecified(), 0)

// Server returns the address the link gives its server: pass it to
// [NewClient].
func (l *WebSocketLink) Server() netip.AddrPort { return l.server }

// SendPacket implements [Link.SendPacket]; to is ignored.
func (l *WebSocketLink) SendPacket(_ time.Duration, _ netip.AddrPort, packet []byte) error {
	select {
	case <-l.peer.done:
		return fmt.Errorf("transport: WebSocket closed: %w", ErrClosed)
	default:
	}
	l.peer.send(packet)
	return nil
}

// ReceivePackets implements [Link.ReceivePackets].
func (l *WebSocketLink) ReceivePackets(_ time.Duration, fn func(from netip.AddrPort, packet []byte)) {
	l.in.drain(fn)
}

// Close implements [Link.Close]: it writes the packets already sent
// (waiting at most wsFlush for them), so a client's last words (a
// session's leave, the transport's disconnect) reach the server, then
// closes the WebSocket and waits for its goroutines. When they were
// written it closes with the WebSocket's handshake; when the peer read
// nothing for wsFlush it drops the connection at once, so a peer that
// reads nothing holds Close about wsFlush, not the handshake's 5 s more.
func (l *WebSocketLink) Close() error {
	l.once.Do(func() {
		l.peer.shutdown() // the writer writes what is queued, then returns
		select {
		case <-l.peer.wrote:
			// Written: close with the handshake (the peer reads, so it
			// answers; coder/websocket waits up to 5 s for it).
			l.peer.conn.Close(websocket.StatusNormalClosure, "")
		case <-time.After(wsFlush):
			// The peer reads nothing: a close handshake would wait out
			// its 5 s for an answer too.
		}
		l.peer.conn.CloseNow()
		<-l.peer.done
	})
	return nil
}

// DialWebSocket returns a client that connects to the server at url over a
// WebSocket. It returns the error of the dial.
func DialWebSocket(ctx context.Context, url string, cfg Config, opts *websocket.DialOptions) (*Client, error) {
	l, err := DialWebSocketLink(ctx, url, opts)
	if err != nil {
		return nil, err
	}
	return NewClient(cfg, l, l.Server()), nil
}

// DialWebSocketLater is DialWebSocket without the wait: it returns at once a
// client whose WebSocket is dialled in the background ([DialLink], within
// timeout; zero or less: no limit), for a game that cannot stop its frames
// for a dial (a page reconnecting). The client's handshake starts once the
// WebSocket is open; a dial that fails or takes longer than
// cfg.ConnectTimeout ends in a Disconnected event with ReasonTimeout, as a
// server that never answers does. Closing the client cancels the dial.
func DialWebSocketLater(url string, cfg Config, opts *websocket.DialOptions, timeout time.Duration) *Client {
	d := DialLink(timeout, func(ctx context.Context) (Link, error) {
		l, err := DialWebSocketLink(ctx, url, opts)
		if err != nil {
			return nil, err
		}
		return l, nil
	})
	return NewClient(cfg, d, wsServer)
}
