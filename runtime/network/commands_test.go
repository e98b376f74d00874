package network_test

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// commander is a module's system registering the commands names.
type commander struct {
	name  string
	names []string
	ids   []network.CommandID
	svc   network.Service
	got   *[]string
}

func (c *commander) Name() string                { return c.name }
func (c *commander) Setup(g *runtime.Game) error { return nil }

func (c *commander) SetupNetwork(n network.Service, r network.Registrar) {
	c.svc = n
	for _, name := range c.names {
		id := r.Register(name)
		c.ids = append(c.ids, id)
		n.Handle(id, func(from network.PlayerID, data []byte) {
			*c.got = append(*c.got, fmt.Sprintf("%s from %d: %s", name, from, data))
		})
	}
}

func TestCommandersRegisterInTheGamesOrder(t *testing.T) {
	hub := transport.NewHub()
	link := hub.NewLink()
	var hostGot, playerGot []string
	machine := func(opts network.Options, got *[]string) (*runtime.Game, []*commander) {
		a := &commander{name: "A", names: []string{"a.one", "a.two"}, got: got}
		b := &commander{name: "B", names: []string{"b.one"}, got: got}
		late := &commander{name: "Late", names: []string{"late.one"}, got: got}
		g, err := runtime.NewGame(runtime.Options{}, a, b, network.NewSystem(opts), late)
		if err != nil {
			t.Fatal(err)
		}
		return g, []*commander{a, b, late}
	}
	host, hc := machine(network.Options{Host: transport.NewServer(transport.Config{}, link)}, &hostGot)
	player, pc := machine(network.Options{Join: transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())}, &playerGot)
	for i, want := range [][]network.CommandID{{0, 1}, {2}, nil} {
		if got := fmt.Sprint(hc[i].ids); got != fmt.Sprint(want) {
			t.Errorf("system %s registered ids %v, want %v", hc[i].name, got, want)
		}
	}
	if hc[2].svc != nil {
		t.Error("a system set up after the network system was asked for its commands")
	}
	for range 30 {
		host.Step()
		player.Step()
	}
	if n := len(runtime.Service[network.Service](host).Players()); n != 2 {
		t.Fatalf("the host has %d players, want 2: the tables differ?", n)
	}
	pc[1].svc.Send(0, pc[1].ids[0], []byte("hi"))
	hc[0].svc.Send(1, hc[0].ids[1], []byte("yo"))
	for range 30 {
		host.Step()
		player.Step()
	}
	if fmt.Sprint(hostGot) != "[b.one from 1: hi]" || fmt.Sprint(playerGot) != "[a.two from 0: yo]" {
		t.Errorf("the host got %q, the player %q", hostGot, playerGot)
	}
}

func TestCommandersOffline(t *testing.T) {
	var got []string
	c := &commander{name: "A", names: []string{"a.one"}, got: &got}
	g, err := runtime.NewGame(runtime.Options{}, c, network.NewSystem(network.Options{Commands: &session.Commands{}}))
	if err != nil {
		t.Fatal(err)
	}
	c.svc.Send(0, c.ids[0], []byte("self"))
	g.Step()
	if fmt.Sprint(got) != "[a.one from 0: self]" {
		t.Errorf("offline, the command arrived as %q", got)
	}
}

// hostCommander registers its one command with HandleOnHost.
type hostCommander struct {
	id  network.CommandID
	svc network.Service
	got []string
}

func (c *hostCommander) Name() string                { return "H" }
func (c *hostCommander) Setup(g *runtime.Game) error { return nil }
func (c *hostCommander) SetupNetwork(n network.Service, r network.Registrar) {
	c.svc = n
	c.id = network.HandleOnHost(n, r, "h.one", func(from network.PlayerID, data []byte) {
		c.got = append(c.got, fmt.Sprintf("from %d: %s", from, data))
	})
}

// TestHandleOnHost: a command handled with HandleOnHost is played on the
// host and dropped on a player's machine, even when the host sends it there.
func TestHandleOnHost(t *testing.T) {
	hub := transport.NewHub()
	link := hub.NewLink()
	machine := func(opts network.Options) (*runtime.Game, *hostCommander) {
		c := &hostCommander{}
		g, err := runtime.NewGame(runtime.Options{}, c, network.NewSystem(opts))
		if err != nil {
			t.Fatal(err)
		}
		return g, c
	}
	host, hc := machine(network.Options{Host: transport.NewServer(transport.Config{}, link)})
	player, pc := machine(network.Options{Join: transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())})
	for range 30 {
		host.Step()
		player.Step()
	}
	if network.PlayersMachine(hc.svc) || !network.PlayersMachine(pc.svc) || network.PlayersMachine(nil) {
		t.Fatal("PlayersMachine: want false on the host and without a service, true on the player's machine")
	}
	pc.svc.Send(0, pc.id, []byte("up"))
	hc.svc.Send(1, hc.id, []byte("down"))
	for range 30 {
		host.Step()
		player.Step()
	}
	if fmt.Sprint(hc.got) != "[from 1: up]" || len(pc.got) != 0 {
		t.Errorf("the host played %q, the player %q; want the player's command on the host only", hc.got, pc.got)
	}
}
