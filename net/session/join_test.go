package session_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/griffengine/griff/net/session"
)

// A Hello made for a rollback player reads back with its name (cut to
// MaxName), a refusal with its reason, and neither reads as the other.
func TestHelloAndRefusal(t *testing.T) {
	long := strings.Repeat("n", session.MaxName+10)
	for _, name := range []string{"ana", "", long} {
		got, err := session.HelloName(session.AppendHello(nil, name))
		want := name[:min(len(name), session.MaxName)]
		if err != nil || got != want {
			t.Errorf("HelloName(AppendHello(%.10q)) = %.10q, %v", name, got, err)
		}
	}
	why, ok := session.Refusal(session.AppendRefusal(nil, "the match has started"))
	if !ok || why != "the match has started" {
		t.Errorf("Refusal = %q, %v", why, ok)
	}
	if _, ok := session.Refusal(session.AppendHello(nil, "x")); ok {
		t.Error("a hello reads as a refusal")
	}
	if _, err := session.HelloName(session.AppendRefusal(nil, "x")); !errors.Is(err, session.ErrMalformed) {
		t.Errorf("a refusal read as a hello: %v", err)
	}
	if _, ok := session.Refusal(session.AppendRefusal(nil, "cut short")[:5]); ok {
		t.Error("a refusal cut short reads")
	}
}
