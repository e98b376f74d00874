//go:build !js

package play

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting/fleet"
)

// With AGONES_SDK_HTTP_PORT set, the server says ready at once, allocated
// once however many matches open, and shutting down when it stops (a fake
// sidecar on loopback listens).
func TestFleetReadyAllocatedShutdown(t *testing.T) {
	calls := make(chan string, 100)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls <- r.URL.Path
		w.Write([]byte("{}"))
	}))
	defer srv.Close()
	t.Setenv(fleet.AgonesPortEnv, srv.URL[strings.LastIndex(srv.URL, ":")+1:])
	var log bytes.Buffer
	stop, allocated, err := startFleet(false, &log)
	if err != nil {
		t.Fatal(err)
	}
	allocated()
	allocated()
	// The allocation goes out from the fleet's goroutine: wait for it.
	var got []string
	for !slices.Contains(got, "/allocate") {
		select {
		case c := <-calls:
			got = append(got, c)
		case <-time.After(10 * time.Second):
			t.Fatalf("no /allocate after 10 s; calls %v", got)
		}
	}
	allocated()
	stop()
	close(calls)
	for c := range calls {
		got = append(got, c)
	}
	got = slices.DeleteFunc(got, func(c string) bool { return c == "/health" })
	if want := []string{"/ready", "/allocate", "/shutdown"}; !slices.Equal(got, want) {
		t.Errorf("the sidecar heard %v, want %v", got, want)
	}
	if log.Len() > 0 {
		t.Errorf("the fleet logged %q", log.String())
	}
}
