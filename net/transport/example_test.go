package transport_test

import (
	"fmt"
	"strings"
	"time"

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
