package network_test

import (
	"testing"
	"time"

	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime/network"
)

// FuzzLockstepLink feeds arbitrary messages to a host's link and a
// lockstep driver: malformed ones are dropped, none panics, and the driver
// never plays a step it lacks an input for.
func FuzzLockstepLink(f *testing.F) {
	f.Add([]byte{0xB0, 1, 5, 0, 0, 0, 2, 1, 0, 1, 0})
	f.Add([]byte{0xB0, 1, 13, 0, 0, 0, 1, 6, 1, 5, 'r', 'i', 'g', 'h', 't'})
	f.Add([]byte{0xB0, 1, 0xff, 0xff, 0xff, 0x7f, 1, 1, 0})
	f.Add([]byte{0xB0, 0, 14, 0, 0, 0, 1, 1, 0})
	f.Add([]byte{0xB3, 1, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, msg []byte) {
		hub := transport.NewHub()
		sl := hub.NewLink()
		server := transport.NewServer(transport.Config{}, sl)
		client := transport.NewClient(transport.Config{}, hub.NewLink(), sl.Addr())
		host := network.NewRollbackLink(server, true)
		l, err := network.NewLockstep(network.RollbackOptions{Players: 2, Link: host, Delay: 4})
		if err != nil {
			t.Fatal(err)
		}
		g := lockstepGame(t, l, nil)
		for i := range 20 {
			now := time.Duration(i) * 10 * time.Millisecond
			if i == 2 {
				_ = client.Send(transport.ServerPeer, transport.Unreliable, msg)
			}
			client.Poll(now, nil)
			host.Poll(now)
			if _, err := l.Step(); err != nil {
				t.Fatal(err)
			}
			if g.Clock().Tick() > l.Confirmed() {
				t.Fatalf("played step %d with inputs up to %d", g.Clock().Tick(), l.Confirmed())
			}
		}
	})
}
