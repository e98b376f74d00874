package transport_test

import (
	"fmt"
	"log"
	"strings"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/transport"
)

// A server and a client on an in-memory hub, stepped by a clock the example
// owns: the handshake, then one message each way.
func ExampleHub() {
	hub := transport.NewHub()
	server, addr := hub.Listen(transport.Config{})
	client := hub.Dial(transport.Config{}, addr)
	var now time.Duration
	poll := func() {
		now += time.Second / 60
		for _, e := range client.Poll(now, nil) {
			fmt.Println(strings.TrimSpace(fmt.Sprintf("client: %v %s", e.Kind, e.Data)))
		}
		for _, e := range server.Poll(now, nil) {
			fmt.Println(strings.TrimSpace(fmt.Sprintf("server: %v %d %s", e.Kind, e.Peer, e.Data)))
			if e.Kind == transport.Connected {
				server.Send(e.Peer, transport.ReliableOrdered, []byte("welcome"))
			}
		}
	}
	for !client.Connected() {
		poll()
	}
	client.Send(transport.ServerPeer, transport.Unreliable, []byte("hello"))
	poll()
	poll()
	// Output:
	// server: Connected 1
	// client: Connected
	// client: Message welcome
	// server: Message 1 hello
}

// A dedicated server that takes desktop players over UDP and browser players
// over WebSockets into one set of peers, and a desktop client that joins it
// through a conditioner, to try the game on a bad network by hand.
func ExampleNewServer_udpAndWebSocket() {
	udp, err := transport.ListenUDPLink("127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	ws, err := transport.ListenWebSocket("127.0.0.1:0", nil, nil) // or &transport.TLSFiles{...} for wss://
	if err != nil {
		log.Fatal(err)
	}
	server := transport.NewServer(transport.Config{}, udp, ws)
	defer server.Close()

	link, err := transport.ListenUDPLink("127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	bad := transport.NewConditioner(link, transport.Conditions{
		Latency: 80 * time.Millisecond, Jitter: 20 * time.Millisecond, Loss: 0.05,
	}, griff.NewRand(1))
	client := transport.NewClient(transport.Config{}, bad, udp.Addr())
	defer client.Close()
	// Then, every step: server.Poll(now, events) and client.Poll(now, events).
}
