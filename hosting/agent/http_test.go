package agent_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting/agent"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// serveHTTP serves a new session of the built-in game over streamable HTTP
// on loopback until the test ends, and returns its endpoint.
func serveHTTP(t *testing.T) string {
	t.Helper()
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
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	})
	return "http://" + l.Addr().String()
}

// TestHTTP serves a game over streamable HTTP on loopback and calls a tool.
func TestHTTP(t *testing.T) {
	ctx := context.Background()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
		Connect(ctx, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t)}, nil)
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

// TestHTTPMalformedBodies posts bodies the SDK cannot read: each is answered
// with a JSON-RPC error object (the right code, the body's id when it has a
// valid one) and the right HTTP status, not the SDK's plain text; a client
// then still plays.
func TestHTTPMalformedBodies(t *testing.T) {
	endpoint := serveHTTP(t)
	for _, c := range []struct {
		name, contentType, body string
		status                  int
		code                    float64
		id                      any
	}{
		{"not JSON", "application/json", "garbage {", 400, -32700, nil},
		{"empty", "application/json", "", 400, -32700, nil},
		{"two values", "application/json", `{"jsonrpc":"2.0","id":1,"method":"ping"} {}`, 400, -32700, nil},
		{"a number", "application/json", "42", 400, -32600, nil},
		{"a batch", "application/json", `[{"jsonrpc":"2.0","id":1,"method":"ping"}]`, 400, -32600, nil},
		{"JSON-RPC 1.0", "application/json", `{"jsonrpc":"1.0","id":7,"method":"ping"}`, 400, -32600, 7.0},
		{"method not a string", "application/json", `{"jsonrpc":"2.0","id":"a","method":[]}`, 400, -32600, "a"},
		{"object id", "application/json; charset=utf-8", `{"jsonrpc":"2.0","id":{},"method":"ping"}`, 400, -32600, nil},
		{"text", "text/plain", `{"jsonrpc":"2.0","id":1,"method":"ping"}`, 415, -32600, nil},
		{"too long", "application/json", `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"` + strings.Repeat("x", agent.MaxBodyBytes) + `"}}`, 413, -32600, nil},
	} {
		req, err := http.NewRequest("POST", endpoint, strings.NewReader(c.body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", c.contentType)
		req.Header.Set("Accept", "application/json, text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		data, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var m struct {
			JSONRPC string `json:"jsonrpc"`
			ID      any    `json:"id"`
			Error   struct {
				Code    float64 `json:"code"`
				Message string  `json:"message"`
			} `json:"error"`
		}
		if err := json.Unmarshal(data, &m); err != nil || m.JSONRPC != "2.0" || resp.Header.Get("Content-Type") != "application/json" {
			t.Errorf("%s: answered %d %q (%s), want a JSON-RPC error object", c.name, resp.StatusCode, data, resp.Header.Get("Content-Type"))
			continue
		}
		if resp.StatusCode != c.status || m.Error.Code != c.code || m.ID != c.id || m.Error.Message == "" {
			t.Errorf("%s: answered %d %s, want HTTP %d, code %v, id %v", c.name, resp.StatusCode, data, c.status, c.code, c.id)
		}
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
		Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: endpoint}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	var w struct{ Tick int }
	decode(t, call(t, cs, "step", map[string]any{"steps": 2}), &w)
	if w.Tick != 2 {
		t.Errorf("after the bad bodies and 2 steps the tick is %d, want 2", w.Tick)
	}
}

// FuzzHTTPBodies posts arbitrary bodies to the HTTP handler ServeHTTP serves
// (in process, without a network): nothing panics, and a body that is no
// JSON-RPC 2.0 message the SDK reads is answered with a JSON-RPC error object
// of the code messageError gives (parse error or invalid request), HTTP 400.
// Bodies that are messages go on to the SDK, which refuses them without a
// session (no seed initializes one, so the game is never changed).
func FuzzHTTPBodies(f *testing.F) {
	s, err := agent.NewSession(builtin(f), agent.Options{})
	if err != nil {
		f.Fatal(err)
	}
	h := agent.HTTPHandler(s)
	for _, seed := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"step","arguments":{"steps":1}}}`,
		`{"jsonrpc":"2.0","id":"x","method":"ping"}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":1,"result":{}}`,
		`[{"jsonrpc":"2.0","id":1,"method":"ping"}]`,
		`{"jsonrpc":"1.0","id":1,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":{},"method":[]}`,
		"garbage {",
		"",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, body string) {
		req := httptest.NewRequest("POST", "http://127.0.0.1/", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		_, code, _ := agent.MessageError([]byte(body))
		if code == 0 {
			return // the SDK's to answer
		}
		var m struct {
			JSONRPC string `json:"jsonrpc"`
			Error   struct {
				Code int64 `json:"code"`
			} `json:"error"`
		}
		if rec.Code != http.StatusBadRequest || json.Unmarshal(rec.Body.Bytes(), &m) != nil || m.JSONRPC != "2.0" || m.Error.Code != code {
			t.Fatalf("body %q: answered %d %q, want HTTP 400 and a JSON-RPC error %d", body, rec.Code, rec.Body.String(), code)
		}
	})
}

// TestHTTPChecksOrigin: a request from a web page on another host is refused
// with 403 and a JSON-RPC error, so a page the player visits cannot drive the
// game; a page on this machine and a client that sends no Origin are served.
func TestHTTPChecksOrigin(t *testing.T) {
	endpoint := serveHTTP(t)
	ping := `{"jsonrpc":"2.0","id":1,"method":"ping"}`
	for _, c := range []struct {
		origin string
		status int
	}{
		{"https://evil.example", 403},
		{"http://127.0.0.1.evil.example:80", 403},
		{"null", 403},
		{"http://localhost:3000", 0},
		{"http://127.0.0.1:8080", 0},
		{"http://[::1]:9", 0},
		{"", 0},
	} {
		req, err := http.NewRequest("POST", endpoint, strings.NewReader(ping))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if c.origin != "" {
			req.Header.Set("Origin", c.origin)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		switch {
		case c.status == 403 && (resp.StatusCode != 403 || !strings.Contains(string(data), `"code":-32600`)):
			t.Errorf("Origin %q: answered %d %s, want 403 with a JSON-RPC error", c.origin, resp.StatusCode, data)
		case c.status == 0 && resp.StatusCode == 403:
			t.Errorf("Origin %q: refused (%s), want it served", c.origin, data)
		}
	}
}
