package agent_test

import (
	"context"
	"testing"

	"github.com/griffengine/griff/hosting/agent"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestHTTP serves a game over streamable HTTP on loopback and calls a tool.
func TestHTTP(t *testing.T) {
	s, err := agent.NewSession(builtin(t), agent.Options{})
	if err != nil {
		t.Fatal(err)
	}
	l, err := agent.ListenHTTP("127.0.0.1:0", false)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- agent.ServeHTTP(ctx, s, l) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	}()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
		Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + l.Addr().String()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	var w struct{ Tick int }
	decode(t, call(t, cs, "step", map[string]any{"steps": 3}), &w)
	if w.Tick != 3 {
		t.Errorf("after 3 steps over HTTP the tick is %d", w.Tick)
	}
}
