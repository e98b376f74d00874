// Package transport carries a game's messages between machines: a server and
// its clients, over UDP (desktop and dedicated servers), WebSockets
// (browsers) or an in-memory hub (tests), all behind one interface,
// [Transport], which [Server] and [Client] implement.
//
// # Time is the caller's
//
// Nothing here reads a clock. The game hands the time to [Transport.Poll],
// and everything that depends on time happens there: sending what Send
// queued, resending what was not acknowledged, keepalives, timeouts, the
// handshake's retries. A test runs hours of simulated time in seconds, and
// the in-memory hub with a seeded [Conditioner] gives the same events, bit
// for bit, on every run. Sockets are read by goroutines into inboxes that
// Poll empties, so Poll never blocks.
//
// # Links
//
// A [Server] or [Client] runs the protocol over a [Link], which only moves
// packets: [UDPLink], [WebSocketLink] (a client's WebSocket; it builds for
// GOOS=js), [WebSocketListener] (a server's WebSockets, plain or TLS),
// [MemLink] on a [Hub], or a [Conditioner] wrapping any of them to add
// latency, jitter, loss, duplication, reordering and a bandwidth limit. One
// server may take several links, so UDP and WebSocket players join one set of
// peers. A WebSocket is already reliable and ordered (it is TCP): the same
// packets go over it, one per binary message, so the same code and the same
// tests run on every link; unreliable channels are delivered reliably there
// and resends are rare. For wss:// without certificate files, put a
// TLS-terminating proxy (nginx, Caddy, a cloud load balancer) in front of a
// plain listener.
//
// # Channels
//
// [ReliableOrdered] messages arrive exactly once and in order, up to
// [MaxMessage] (1 MiB) each, split into fragments of [FragmentSize] bytes;
// up to [MaxBacklog] (8 MiB) of them may wait for a peer before Send says
// [ErrBacklog].
// [Unreliable] messages arrive at most once in any order, up to
// [MaxUnreliable] bytes (what one packet holds: they are never split).
// [UnreliableSequenced] ones are unreliable, and one older than a message
// already delivered is dropped.
//
// # Packets and reliability
//
// Packets are at most [MaxPacket] = 1200 bytes of UDP payload: the smallest
// IPv6 path MTU (1280) less 48 bytes of IPv6 and UDP headers leaves 1232, and
// 1200 leaves room for tunnels, the number QUIC (RFC 9000, section 14) and
// netcode.io use. A data packet has a 17-byte header: a kind byte, the
// 8-byte connection key, its 16-bit packet number, and the newest packet
// number received from the peer with a 32-bit bitfield for the 32 before it.
// The scheme is Glenn Fiedler's, from "Networking for Game Programmers"
// (Reliability and Congestion Avoidance over UDP, 2008; Reliable Ordered
// Messages, 2016): every packet acknowledges up to 33 packets, so a lost
// acknowledgement is repeated by the next packets for free. Each reliable
// fragment has its own 16-bit number; a packet remembers which fragments it
// carried, and when it is acknowledged they are done. A fragment not
// acknowledged within the resend timeout is sent again: the smoothed RTT plus
// four times its mean deviation, kept between 20 ms and 1 s (200 ms before
// the first sample), after RFC 6298. The receiver keeps fragments that come
// early in a window of [Window] = 1024 and hands messages over in order when
// their fragments are all there; a message waits to be sent until the window
// has room for all of it. A burst of more than 33 packets in one Poll is
// acknowledged by extra empty packets naming older packet numbers, so it is
// not resent. Each connection sends at most Config.SendBudget (32) packets
// per Poll.
//
// Numbers are 16 bits and wrap: comparisons take the difference as a signed
// 16-bit number, so a session runs for hours (a test runs one for an hour and
// wraps both kinds of numbers). A connection remembers the last 1024 packet
// numbers it received: a packet seen before, or older than that, is dropped
// as a duplicate or a replay. A packet with the wrong key, a malformed unit,
// or from an address with no connection is dropped whole and counted
// (Stats.Dropped, Server.Strays), never half-read; FuzzPacket and
// FuzzHandshake check that nothing panics. A server answers a data packet
// from an address it has no connection for (it timed the connection out
// while the peer's machine was paused, say) with one disconnect packet
// naming the key the packet carried, so the peer hears at once that its
// connection is gone (Disconnected, ReasonRemote) instead of after its own
// 10 s timeout. Decision: the answer is 9 bytes, smaller than any data
// packet (17 bytes of header at least), so a spoofed source gains nothing
// by it; and a client accepts a disconnect only with its own connection's
// key, which the server does not know and only echoes, so the answer cuts
// no one but the holder of that key, who could as well stop sending.
//
// # Handshake
//
// After netcode.io's challenge tokens (Glenn Fiedler, 2017), without its
// encryption and connect tokens: the client sends a request with a random
// salt, padded to 128 bytes so the server never answers with more than it
// received; the server answers with a challenge token, an HMAC-SHA256 of the
// client's address, the salt and the 10-second time slot under a secret only
// it knows (Config.Secret), and keeps no state; the client echoes the token,
// and only then does the server open a connection and send the connection
// key (another HMAC, never 0) every later packet must carry. A token is good
// for its time slot and the next (10 to 20 s). A spoofed source address never
// sees its challenge, so it cannot open a connection; someone who can read
// the traffic can, as with any unencrypted protocol.
//
// # Timing defaults
//
// A connection closes after 10 s without a packet from the peer (keepalives
// go out after 250 ms of silence and ask for an acknowledgement, so an idle
// connection still measures RTT and loss). A client repeats its handshake
// packet every 100 ms and gives up after 5 s. A server holds up to 256
// peers. Every one is a field of [Config].
package transport
