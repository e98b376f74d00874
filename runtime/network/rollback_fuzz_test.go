package network_test

import (
	"testing"
	"time"

	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime/network"
)

// FuzzRollbackLink feeds arbitrary messages to a host's rollback link and a
// rollback driver: malformed ones are dropped and counted, none panics.
func FuzzRollbackLink(f *testing.F) {
	f.Add([]byte{0xB0, 1, 5, 0, 0, 0, 2, 1, 0, 1, 0})
	f.Add([]byte{0xB0, 1, 0, 0, 0, 0, 1, 12, 1, 5, 'r', 'i', 'g', 'h', 't', 0, 0, 0, 0, 0, 0, 0xf0, 0x3f})
	f.Add([]byte{0xB0, 1, 0, 0, 0, 0, 1, 15, 0x81, 1, 'a', 0, 0, 0, 0, 0, 0, 0xf0, 0x3f, 1, 0, 0x33, 0x01}) // a press at 307/1024
	f.Add([]byte{0xB0, 9, 0xff, 0xff, 0xff, 0xff, 1, 1, 0})
	f.Add([]byte{0xB0, 1, 0, 0, 0, 0, 3, 1})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, msg []byte) {
		hub := transport.NewHub()
		sl := hub.NewLink()
		server := transport.NewServer(transport.Config{}, sl)
		client := transport.NewClient(transport.Config{}, hub.NewLink(), sl.Addr())
		host := network.NewRollbackLink(server, true)
		r, err := network.NewRollback(network.RollbackOptions{Players: 2, Link: host})
		if err != nil {
			t.Fatal(err)
		}
		rollbackGame(t, r, nil)
		for i := range 20 {
			now := time.Duration(i) * 10 * time.Millisecond
			if i == 10 {
				_ = client.Send(transport.ServerPeer, transport.Unreliable, msg)
			}
			client.Poll(now, nil)
			host.Poll(now)
			if err := r.Step(); err != nil {
				t.Fatal(err)
			}
		}
	})
}
