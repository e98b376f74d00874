package novel_test

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// netGame starts the template's scene with a network system made with opts
// and input from l.
func netGame(t *testing.T, opts network.Options, l *runtimetest.Taps) *runtime.Game {
	t.Helper()
	fsys := templateWith(t, "")
	nsys := network.NewSystem(opts)
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: nsys.Input(l)},
		builtins.Options{Scenes: runtimetest.Loader{FS: fsys}, StartScene: "main", UI: ui.Options{Screen: griff.V(480, 270)}},
		append(novel.Systems(), runtimetest.Folder(fsys), nsys)...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// netPair is a host and one player of the template over the in-memory
// transport with 50 ms latency and 10% loss each way, the host past the
// title menu and both on the first line.
func netPair(t *testing.T) (host, player *runtime.Game, hl, pl *runtimetest.Taps) {
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 50 * time.Millisecond, Loss: 0.1}
	link := hub.NewLink()
	hl, pl = &runtimetest.Taps{}, &runtimetest.Taps{}
	host = netGame(t, network.Options{Host: transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(1)))}, hl)
	tr := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), link.Addr())
	player = netGame(t, network.Options{Join: tr}, pl)
	both(60, host, player)
	hl.Next = append(hl.Next, "UIAccept")
	both(60, host, player)
	if r := reader(t, player); !r.Started || r.Wait != novel.WaitLine && r.Wait != novel.WaitTransition {
		t.Fatalf("the player's machine shows the story started %v, waiting %v", r.Started, r.Wait)
	}
	return host, player, hl, pl
}

func both(n int, gs ...*runtime.Game) {
	for range n {
		for _, g := range gs {
			g.Step()
		}
	}
}

// playerNext has the player press advance until the host's story leaves the
// line it shows; it fails after forty presses.
func playerNext(t *testing.T, host, player *runtime.Game, pl *runtimetest.Taps) {
	t.Helper()
	r := reader(t, host)
	said := r.Now.Said
	for range 40 {
		pl.Next = append(pl.Next, novel.ActionAdvance)
		both(20, host, player)
		if r.Now.Said != said || r.Wait == novel.WaitMenu {
			return
		}
	}
	t.Fatalf("the player's advance did not move the host's story from line %d (%q)", said, r.Now.Text)
}

func TestNetworkPlayerAdvancesAndChooses(t *testing.T) {
	host, player, _, pl := netPair(t)
	hr := reader(t, host)
	first := hr.Now.Said
	playerNext(t, host, player, pl)
	if hr.Now.Said != first+1 {
		t.Fatalf("one advance of the player moved the host's story from line %d to %d", first, hr.Now.Said)
	}
	for range 10 {
		if hr.Wait == novel.WaitMenu {
			break
		}
		playerNext(t, host, player, pl)
	}
	if hr.Wait != novel.WaitMenu || len(hr.Options) != 2 {
		t.Fatalf("the host's story waits %v with %d options, want the menu of 2", hr.Wait, len(hr.Options))
	}
	both(20, host, player)
	// The command a player's machine sends for a chosen "choice:1" (its
	// keys work the menu too: TestNetworkPlayerWorksTheMenu).
	svc := runtime.Service[network.Service](player)
	if err := svc.Send(0, network.CommandID(1), []byte{0, 0, 0, byte(hr.Now.Said), 1}); err != nil {
		t.Fatal(err)
	}
	both(60, host, player)
	if hr.Wait == novel.WaitMenu || !strings.Contains(hr.Now.Text, "gate") {
		t.Errorf("after the player chose \"Blame Aki\" the host shows %q, waiting %v", hr.Now.Text, hr.Wait)
	}
	if pr := reader(t, player); pr.Now.Said != hr.Now.Said || pr.Now.Text != hr.Now.Text {
		t.Errorf("the player's machine shows line %d %q, the host line %d %q", pr.Now.Said, pr.Now.Text, hr.Now.Said, hr.Now.Text)
	}
	if n := host.Problems().Len(); n != 0 {
		t.Errorf("the host warned: %v", host.Problems().List())
	}
}

func TestNetworkStaleAdvanceIsDropped(t *testing.T) {
	host, player, _, _ := netPair(t)
	hr := reader(t, host)
	both(120, host, player) // the first line is whole
	said := hr.Now.Said
	svc := runtime.Service[network.Service](player)
	svc.Send(0, network.CommandID(0), []byte{0, 0, 0, byte(said + 5)})
	both(60, host, player)
	if hr.Now.Said != said {
		t.Errorf("an advance of line %d moved the host's story from line %d to %d", said+5, said, hr.Now.Said)
	}
	svc.Send(0, network.CommandID(0), []byte{0, 0, 0, byte(said)})
	both(60, host, player)
	if hr.Now.Said != said+1 {
		t.Errorf("an advance of the line showing moved the host's story from line %d to %d", said, hr.Now.Said)
	}
}

func TestNetworkRefusesHostileCommands(t *testing.T) {
	host, player, _, pl := netPair(t)
	hr := reader(t, host)
	for range 10 {
		if hr.Wait == novel.WaitMenu {
			break
		}
		playerNext(t, host, player, pl)
	}
	both(20, host, player)
	said := byte(hr.Now.Said)
	svc := runtime.Service[network.Service](player)
	for _, c := range []struct {
		id   network.CommandID
		data []byte
	}{
		{0, []byte{0, 0, said}},
		{0, nil},
		{1, []byte{0, 0, 0, said, 9}},
		{1, []byte{0, 0, 0, said}},
		{2, []byte{7}},
		{2, []byte{1, 1}},
	} {
		if err := svc.Send(0, c.id, c.data); err != nil {
			t.Fatal(err)
		}
	}
	both(60, host, player)
	if hr.Wait != novel.WaitMenu || hr.Skip || hr.Auto {
		t.Errorf("hostile commands moved the host's story: waiting %v, skip %v, auto %v", hr.Wait, hr.Skip, hr.Auto)
	}
	var warned []string
	for _, p := range host.Problems().List() {
		if strings.Contains(p.Message, "from player 1") {
			warned = append(warned, p.Message)
		}
	}
	all := strings.Join(warned, "\n")
	for _, want := range []string{"novel.advance from player 1: malformed payload: 3 bytes, want 4", "novel.choose from player 1: option 9 of a menu of 2", "novel.mode from player 1: malformed payload"} {
		if !strings.Contains(all, want) {
			t.Errorf("no warning %q in the host's problem log:\n%s", want, all)
		}
	}
	if len(warned) != 6 {
		t.Errorf("%d warnings, want 6:\n%s", len(warned), all)
	}
}

// TestNetworkPreferencesAreEachMachines opens the preferences panel (marked
// Griff.Local) on the player's machine only: the host's snapshots neither
// close it nor change its widgets there, and the host's own panel stays
// closed, its story going on.
func TestNetworkPreferencesAreEachMachines(t *testing.T) {
	host, player, _, _ := netPair(t)
	if !runtime.Service[ui.IPanels](player).Open("Preferences") {
		t.Fatal("the player's machine has no Preferences panel")
	}
	both(60, host, player)
	if top := runtime.Service[ui.IPanels](player).Top(); top != "Preferences" {
		t.Errorf("60 steps after the player opened the preferences, their machine shows %q on top", top)
	}
	if top := runtime.Service[ui.IPanels](host).Top(); top == "Preferences" {
		t.Error("the player's preferences opened on the host")
	}
	hs := host.Scene().Find("Preferences").Find(novel.PrefTextSpeed)
	if got := scenes.Get[ui.Widget](hs).Current(); got != 40 {
		t.Errorf("the host's text speed slider shows %v, want its own 40", got)
	}
	if n := host.Problems().Len() + player.Problems().Len(); n != 0 {
		t.Errorf("problems: host %v, player %v", host.Problems().List(), player.Problems().List())
	}
}

// TestNetworkPlayerWorksTheMenu has the player's machine pick the second
// option of the template's menu with its own keys (down, then accept), as
// a person there would: the host's story goes on down that branch. The
// player's keys arrive on their machine as input of their player index; a
// UI reading player 0 there let them look at the menu but not work it.
func TestNetworkPlayerWorksTheMenu(t *testing.T) {
	host, player, _, pl := netPair(t)
	hr := reader(t, host)
	for range 10 {
		if hr.Wait == novel.WaitMenu {
			break
		}
		playerNext(t, host, player, pl)
	}
	if hr.Wait != novel.WaitMenu {
		t.Fatalf("the host's story waits %v, want the menu", hr.Wait)
	}
	both(30, host, player)
	for _, a := range []string{"UIDown", "UIAccept"} {
		pl.Next = append(pl.Next, a)
		both(10, host, player)
	}
	both(60, host, player)
	if hr.Wait == novel.WaitMenu || !strings.Contains(hr.Now.Text, "gate") {
		t.Errorf("after the player chose \"Blame Aki\" with their keys the host shows %q, waiting %v", hr.Now.Text, hr.Wait)
	}
	if n := host.Problems().Len(); n != 0 {
		t.Errorf("the host warned: %v", host.Problems().List())
	}
}
