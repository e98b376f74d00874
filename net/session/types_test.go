package session_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/net/session"
)

// The host's component types in the tests below: a build's registry.
var (
	hostTypes   = []string{"Griff.Sprite", "Game.Walker", "Game.Coin", "Test.Probe"}
	hostLayouts = []string{"24 {X Y}", "40 {Speed Facing}", "8 {Value}", "16 {N}"}
)

// joinWithTypes has a player whose build has the component types names
// (with layouts) join a host with hostTypes, and returns the player's and
// the host's events.
func joinWithTypes(t *testing.T, names, layouts []string) (player, host []session.Event, c *session.Client) {
	t.Helper()
	l, link := newLAN(0)
	session.SetTypes(l.host, hostTypes, hostLayouts)
	c, _ = l.join(link, session.JoinConfig{Name: "ann"})
	session.SetTypes(c, names, layouts)
	host, players := l.run(time.Second, c)
	return players[0], host, c
}

// refusal returns the reason of the first Refused event of es, "" if none.
func refusal(es []session.Event) string {
	for _, e := range es {
		if e.Kind == session.Refused {
			return string(e.Data)
		}
	}
	return ""
}

// A player of a build whose component types differ from the host's, at an
// index both have, is refused with the type named, and the host says so in
// an event; one whose types are the host's first ones (a server registers
// test types a browser page does not) joins.
func TestOtherBuildRefused(t *testing.T) {
	changed := slices.Clone(hostLayouts)
	changed[1] = "48 {Speed Facing Jumps}"
	for _, c := range []struct {
		what           string
		names, layouts []string
		want           string // in the player's refusal; "" joins
	}{
		{"the same types", hostTypes, hostLayouts, ""},
		{"fewer types: the host's last not compared", hostTypes[:3], hostLayouts[:3], ""},
		{"one type's fields changed", hostTypes, changed, `component type "Game.Walker" differs from the host's (its fields changed)`},
		{"a type added before others", []string{"Griff.Sprite", "Game.Jumper", "Game.Walker"}, []string{"24 {X Y}", "4 {}", "40 {Speed Facing}"},
			`component type "Game.Jumper" (number 1) is not in the host's build (added in this one)`},
		{"a type removed", []string{"Griff.Sprite", "Game.Coin", "Test.Probe"}, []string{"24 {X Y}", "8 {Value}", "16 {N}"},
			`the host's component type "Game.Walker" (number 1) is not in this build`},
		{"a later host type, one removed before it", []string{"Griff.Sprite", "Test.Probe"}, []string{"24 {X Y}", "16 {N}"},
			`the host's component type "Game.Walker" (number 1) is not in this build`},
		{"two types in another order", []string{"Griff.Sprite", "Game.Coin", "Game.Walker"}, []string{"24 {X Y}", "8 {Value}", "40 {Speed Facing}"},
			`component type "Game.Coin" (number 1) is "Game.Walker" in the host's build (the types are registered in another order)`},
		{"a type replaced", []string{"Griff.Sprite", "Game.Runner"}, []string{"24 {X Y}", "40 {Speed Facing}"},
			`component type "Game.Runner" (number 1) is "Game.Walker" in the host's build, and neither build has the other's`},
		{"more types than the host", append(slices.Clone(hostTypes), "Game.Extra"), append(slices.Clone(hostLayouts), "1 {}"),
			`component type "Game.Extra" (number 4) is not in the host's build`},
	} {
		player, host, cl := joinWithTypes(t, c.names, c.layouts)
		why := refusal(player)
		joined := slices.ContainsFunc(player, func(e session.Event) bool { return e.Kind == session.Joined })
		if c.want == "" {
			if !joined || why != "" || cl.ID() != 1 {
				t.Errorf("%s: joined %v as %d, refused %q; want joined as 1", c.what, joined, cl.ID(), why)
			}
			continue
		}
		if joined || !strings.HasPrefix(why, "this game's build differs from the host's: ") || !strings.Contains(why, c.want) ||
			!strings.HasSuffix(why, "; play with the host's version of the game") {
			t.Errorf("%s: joined %v, refused %q; want refused with %q", c.what, joined, why, c.want)
		}
		if got := refusal(host); !strings.Contains(got, `"ann"`) || !strings.Contains(got, "build differs") {
			t.Errorf("%s: the host's event says %q, want the refusal of ann's build", c.what, got)
		}
		if n := len(kinds(host)); n != 1 {
			t.Errorf("%s: the host's events are %v, want the refusal alone", c.what, kinds(host))
		}
	}
}

// A client that skips the types' check joins whatever its build's types.
func TestSkipTypesJoins(t *testing.T) {
	l, link := newLAN(0)
	session.SetTypes(l.host, hostTypes, hostLayouts)
	c, _ := l.join(link, session.JoinConfig{Name: "bot", SkipTypes: true})
	session.SetTypes(c, []string{"Other.Type"}, []string{"1 {}"})
	host, players := l.run(time.Second, c)
	if c.ID() != 1 || refusal(players[0]) != "" || !slices.Equal(kinds(host), []session.EventKind{session.Joined}) {
		t.Errorf("a client skipping the types joined as %d, refused %q, host events %v; want joined as 1", c.ID(), refusal(players[0]), kinds(host))
	}
}

// A hello from a build before the types were checked (ending after the
// commands' digest) reads, with no types to compare.
func TestHelloWithoutTypes(t *testing.T) {
	b := session.AppendHello(nil, "old")
	// AppendHello writes 0 types and their digest (9 bytes) after the
	// commands' digest: without them it is the former hello.
	old := b[:len(b)-9]
	if name, err := session.HelloName(old); err != nil || name != "old" {
		t.Errorf("HelloName of a hello without types = %q, %v", name, err)
	}
	if !bytes.Equal(b[len(b)-9:], make([]byte, 9)) {
		t.Errorf("AppendHello's types are %x, want 0 types and a zero digest", b[len(b)-9:])
	}
}
