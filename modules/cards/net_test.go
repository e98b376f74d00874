package cards

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
)

// netGame makes a machine of a one-table game played by player (the
// template's tables, seed 3) whose network system is made with opts and
// whose local input is in.
func netGame(t *testing.T, opts network.Options, player int, in input.Source) *runtime.Game {
	t.Helper()
	nsys := network.NewSystem(opts)
	systems := append([]runtime.System{runtimetest.Folder(Template())}, Systems()...)
	g, err := builtins.NewGame(runtime.Options{Seed: 3, Input: nsys.Input(in)}, builtins.Options{}, append(systems, nsys)...)
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().NewEntity("Table", nil)
	scenes.Add(e, Table{
		Deck:   []string{"strike", "strike", "strike", "strike", "strike", "defend", "defend", "defend", "defend", "bash"},
		Fights: []string{"slime slime", "golem"}, Player: player,
	})
	scenes.Add(e, turns.Order{Sides: []string{sidePlayer, sideEnemies}})
	return g
}

// netPair is a host and one player's machine (player 1) over the in-memory
// transport with 50 ms latency and 10% loss each way; the table is played
// by player, and the player's machine's input is in.
func netPair(t *testing.T, player int, in input.Source) (host, client *runtime.Game) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 50 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	host = netGame(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))}, player, input.NewScript(nil))
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())
	client = netGame(t, network.Options{Join: tr}, player, in)
	return host, client
}

// secretsSeen returns the cards of c's scene that player may not see: any
// card in the draw pile, a hand card of another player.
func secretsSeen(c *runtime.Game, player int) []Card {
	var out []Card
	for e := range c.Scene().Walk() {
		if k := scenes.Get[Card](e); k != nil && (k.Pile == PileDraw || (k.Pile == PileHand && k.Owner != player)) {
			out = append(out, *k)
		}
	}
	return out
}

// cardsIn counts the cards of g's scene in pile p.
func cardsIn(g *runtime.Game, p Pile) int {
	n := 0
	for e := range g.Scene().Walk() {
		if k := scenes.Get[Card](e); k != nil && k.Pile == p {
			n++
		}
	}
	return n
}

// TestNetworkHandStaysSecret: the host plays its own run (player 0) and a
// player watches from their machine: at no step does the watcher's scene
// hold a card of the draw pile or of the host's hand, yet it shows the
// fighters, and the discard pile once cards are played; the pile sizes
// come through the Table.
func TestNetworkHandStaysSecret(t *testing.T) {
	hostIn := &runtimetest.Taps{}
	hub := transport.NewHub()
	link := hub.NewLink()
	host := netGame(t, network.Options{Host: transport.NewServer(transport.Config{}, link)}, 0, hostIn)
	client := netGame(t, network.Options{Join: transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())}, 0, input.NewScript(nil))
	for i := range 240 {
		if i == 120 {
			hostIn.Next = append(hostIn.Next, ActionPlay) // a card from the hand to the discard pile
		}
		host.Step()
		client.Step()
		if s := secretsSeen(client, 1); len(s) > 0 {
			t.Fatalf("step %d: the watcher's machine holds secret cards %+v", i, s)
		}
	}
	if cardsIn(host, PileHand) != DefaultHandSize-1 || cardsIn(host, PileDiscard) != 1 {
		t.Fatalf("the host has %d cards in hand and %d discarded, want %d and 1", cardsIn(host, PileHand), cardsIn(host, PileDiscard), DefaultHandSize-1)
	}
	if n := cardsIn(client, PileDiscard); n != 1 {
		t.Errorf("the watcher sees %d discarded cards, want 1", n)
	}
	hostT, clientT := tableIn(host), tableIn(client)
	if clientT.Counts != hostT.Counts || hostT.Counts[0] != 10-DefaultHandSize {
		t.Errorf("the watcher's pile counts %v, the host's %v", clientT.Counts, hostT.Counts)
	}
	fighters := 0
	for e := range client.Scene().Walk() {
		if scenes.Has[Fighter](e) {
			fighters++
		}
	}
	if fighters != 3 {
		t.Errorf("the watcher sees %d fighters, want the hero and two slimes", fighters)
	}
}

func tableIn(g *runtime.Game) *Table {
	for _, t := range scenes.Active[Table](g.Scene()) {
		return t
	}
	return nil
}

// TestNetworkPlayerPlaysTheirRun: a run played by player 1 from their
// machine over a lossy link: their machine is sent their hand (and never
// the draw pile), their presses reach the host as commands and play a
// card there.
func TestNetworkPlayerPlaysTheirRun(t *testing.T) {
	in := &runtimetest.Taps{}
	host, client := netPair(t, 1, in)
	stepBoth := func(n int) {
		for range n {
			host.Step()
			client.Step()
			if s := secretsSeen(client, 1); len(s) > 0 {
				t.Fatalf("the player's machine holds secret cards %+v", s)
			}
		}
	}
	stepBoth(120)
	if n := cardsIn(client, PileHand); n != DefaultHandSize {
		t.Fatalf("the player's machine shows %d cards in hand, want %d", n, DefaultHandSize)
	}
	in.Next = append(in.Next, ActionPlay)
	stepBoth(60)
	ht := tableIn(host)
	if ht.Played != 1 || cardsIn(host, PileHand) != DefaultHandSize-1 {
		t.Fatalf("after the player's play the host played %d cards, %d left in hand", ht.Played, cardsIn(host, PileHand))
	}
	if ct := tableIn(client); ct.Played != 1 || ct.Left != ht.Left {
		t.Errorf("the player's machine shows %d played, %d energy; the host %d, %d", ct.Played, ct.Left, ht.Played, ht.Left)
	}
	if n := host.Problems().Len(); n != 0 {
		t.Errorf("the host warned: %v", host.Problems().List())
	}
}

// TestNetworkPlayerSeesTheirPick: the card a player picks on their machine
// is the one raised there (the host lays the hand out, so it must know the
// pick), and the enemy they pick is marked; a play then plays the picked
// card.
func TestNetworkPlayerSeesTheirPick(t *testing.T) {
	in := &runtimetest.Taps{}
	host, client := netPair(t, 1, in)
	step := func(n int) {
		for range n {
			host.Step()
			client.Step()
		}
	}
	step(120)
	for _, a := range []string{ActionRight, ActionRight, ActionDown} {
		in.Next = append(in.Next, a)
		step(2)
	}
	step(90)
	if ht := tableIn(host); ht.Pick != 2 || ht.Target != 1 {
		t.Fatalf("the host's pick %d and target %d, want 2 and 1", ht.Pick, ht.Target)
	}
	var raised []int
	for e := range client.Scene().Walk() {
		if k := scenes.Get[Card](e); k != nil && k.Pile == PileHand && e.Transform().Position()[1] < handY-handRaise/2 {
			raised = append(raised, k.Order)
		}
	}
	if len(raised) != 1 || raised[0] != 2 {
		t.Errorf("the player's machine shows the hand cards %v raised, want card 2", raised)
	}
	var id string
	for e := range host.Scene().Walk() {
		if k := scenes.Get[Card](e); k != nil && k.Pile == PileHand && k.Order == 2 {
			id = k.ID
		}
	}
	in.Next = append(in.Next, ActionPlay)
	step(90)
	if d := tableIn(host); d.Played != 1 || d.Counts[1] != 1 {
		t.Fatalf("played %d, discarded %d; want the picked card played", d.Played, d.Counts[1])
	}
	for e := range host.Scene().Walk() {
		if k := scenes.Get[Card](e); k != nil && k.Pile == PileDiscard && k.ID != id {
			t.Errorf("the host discarded %s, the player picked %s", k.ID, id)
		}
	}
	if n := host.Problems().Len(); n != 0 {
		t.Errorf("the host warned: %v", host.Problems().List())
	}
}

// TestNetworkRefusesBadCommands: malformed payloads and commands from a
// player who does not play the table are refused with warnings and change
// nothing.
func TestNetworkRefusesBadCommands(t *testing.T) {
	host, client := netPair(t, 0, input.NewScript(nil))
	for range 120 {
		host.Step()
		client.Step()
	}
	before := *tableIn(host)
	svc := runtime.Service[network.Service](client)
	for _, c := range []struct {
		id   network.CommandID
		data []byte
	}{{0, nil}, {0, []byte{1, 2, 3}}, {1, []byte{1}}, {2, nil}, {0, []byte{0, 0}}, {1, nil}} {
		if err := svc.Send(0, c.id, c.data); err != nil {
			t.Fatal(err)
		}
	}
	for range 60 {
		host.Step()
		client.Step()
	}
	if after := tableIn(host); after.Played != before.Played || after.Phase != PhasePlayer || after.Left != before.Left {
		t.Errorf("refused commands changed the table: %+v, was %+v", after, before)
	}
	var msgs []string
	for _, p := range host.Problems().List() {
		msgs = append(msgs, p.Message)
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{"refused cards.play from player 1: malformed payload: cards.play with 0 bytes",
		"refused cards.play from player 1: malformed payload: cards.play with 3 bytes",
		"refused cards.end from player 1: malformed payload: cards.end with 1 bytes",
		"refused cards.take from player 1: malformed payload: cards.take with 0 bytes",
		"refused a command from player 1: the table is player 0's"} {
		if !strings.Contains(all, want) {
			t.Errorf("no warning %q in the host's problem log:\n%s", want, all)
		}
	}
}

func FuzzDecodeCommand(f *testing.F) {
	f.Add(uint8(0), []byte{0, 1})
	f.Add(uint8(1), []byte{})
	f.Add(uint8(2), []byte{255})
	f.Add(uint8(2), []byte{2, 3})
	names := []string{CommandPlay, CommandEnd, CommandTake, CommandPick, "other"}
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		name := names[int(which)%len(names)]
		a, err := decodeCommand(name, data)
		if err != nil {
			return
		}
		switch {
		case name == CommandPlay && (a.kind != actPlay || a.card != int(data[0]) || a.target != int(data[1])):
			t.Errorf("%s % x decoded as %+v", name, data, a)
		case name == CommandEnd && (a.kind != actEnd || len(data) != 0):
			t.Errorf("%s % x decoded as %+v", name, data, a)
		case name == CommandTake && len(data) != 1, name == CommandPick && (a.kind != actSelect || len(data) != 2):
			t.Errorf("%s % x decoded as %+v", name, data, a)
		case name == "other":
			t.Errorf("an unknown command decoded as %+v", a)
		}
	})
}
