package fleet_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting/fleet"
)

// sidecar is a fake Agones SDK sidecar on loopback: it records the calls
// and fails the first `fail` of them with 503 (a sidecar starting up).
type sidecar struct {
	mu    sync.Mutex
	calls []string
	fail  int
}

func (s *sidecar) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fail > 0 {
		s.fail--
		http.Error(w, "starting", http.StatusServiceUnavailable)
		return
	}
	switch r.URL.Path {
	case "/ready", "/health", "/allocate", "/shutdown":
	default:
		http.NotFound(w, r)
		return
	}
	if r.Method != http.MethodPost || string(body) != "{}" || r.Header.Get("Content-Type") != "application/json" {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	s.calls = append(s.calls, r.URL.Path)
	w.Write([]byte("{}"))
}

func TestAgonesLifecycle(t *testing.T) {
	sc := &sidecar{fail: 2}
	srv := httptest.NewServer(sc) // listens on 127.0.0.1
	defer srv.Close()
	t.Setenv(fleet.AgonesPortEnv, srv.URL[strings.LastIndex(srv.URL, ":")+1:])
	h, err := fleet.FromEnv(false)
	if err != nil {
		t.Fatal(err)
	}
	a, ok := h.(*fleet.Agones)
	if !ok {
		t.Fatalf("FromEnv with the variable set gave %T, want *Agones", h)
	}
	a.Retry = time.Millisecond
	ctx := context.Background()
	for _, call := range []func(context.Context) error{a.Ready, a.Healthy, a.Allocated, a.ShuttingDown} {
		if err := call(ctx); err != nil {
			t.Fatal(err)
		}
	}
	want := "/ready /health /allocate /shutdown"
	if got := strings.Join(sc.calls, " "); got != want {
		t.Errorf("the sidecar got %q, want %q (after two 503s retried)", got, want)
	}
}

func TestAgonesErrors(t *testing.T) {
	sc := &sidecar{fail: 100}
	srv := httptest.NewServer(sc)
	defer srv.Close()
	a := &fleet.Agones{Base: srv.URL, Retry: time.Millisecond}
	err := a.Ready(context.Background())
	if err == nil || !strings.Contains(err.Error(), "/ready") || !strings.Contains(err.Error(), "503") {
		t.Errorf("a sidecar answering 503 gives %v", err)
	}
	if sc.fail != 100-fleet.AgonesTries {
		t.Errorf("tried %d times, want %d", 100-sc.fail, fleet.AgonesTries)
	}
	srv2 := httptest.NewServer(http.NotFoundHandler())
	defer srv2.Close()
	a2 := &fleet.Agones{Base: srv2.URL, Retry: time.Millisecond}
	if err := a2.Healthy(context.Background()); err == nil || !strings.Contains(err.Error(), "404") {
		t.Errorf("a 404 gives %v", err)
	}
}

func TestFromEnv(t *testing.T) {
	t.Setenv(fleet.AgonesPortEnv, "")
	if _, err := fleet.FromEnv(false); err == nil {
		t.Error("an empty port is accepted")
	}
	t.Setenv(fleet.AgonesPortEnv, "70000")
	if _, err := fleet.FromEnv(false); err == nil {
		t.Error("port 70000 is accepted")
	}
	t.Setenv(fleet.AgonesPortEnv, "9400")
	h, err := fleet.FromEnv(false)
	if a, ok := h.(*fleet.Agones); err != nil || !ok || a.Base != "http://127.0.0.1:9400" {
		t.Errorf("FromEnv = %#v, %v", h, err)
	}
}

func TestFromEnvUnset(t *testing.T) {
	// t.Setenv then unset: the variable is absent in this test.
	t.Setenv(fleet.AgonesPortEnv, "1")
	unsetenv(t)
	if h, err := fleet.FromEnv(false); err != nil || h != (fleet.None{}) {
		t.Errorf("without the variable FromEnv = %#v, %v; want None", h, err)
	}
	h, err := fleet.FromEnv(true)
	if a, ok := h.(*fleet.Agones); err != nil || !ok || a.Base != "http://127.0.0.1:9358" {
		t.Errorf("forced FromEnv = %#v, %v; want the default port", h, err)
	}
}

func unsetenv(t *testing.T) {
	t.Helper()
	if err := os.Unsetenv(fleet.AgonesPortEnv); err != nil {
		t.Fatal(err)
	}
}
