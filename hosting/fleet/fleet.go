// Package fleet is the dedicated server's side of a fleet manager: the hooks
// a server calls as its life goes on (ready for players, still healthy, given
// a match, shutting down), behind the small interface [Hooks], with an
// implementation for Agones ([Agones]) and one that does nothing ([None]).
//
// # Agones
//
// Agones (agones.dev) runs game servers on Kubernetes; each server's pod
// has an SDK sidecar that speaks gRPC and, through its gateway, HTTP. Its Go
// SDK module is not used here: [Agones] posts to the sidecar's HTTP API on
// 127.0.0.1:$AGONES_SDK_HTTP_PORT (9358 when the variable is unset, the
// sidecar's default), the paths and bodies of Agones' REST SDK: POST /ready,
// /health, /allocate and /shutdown, each with the JSON body {} (the SDK's
// Empty message) and Content-Type application/json. A reply other than 2xx
// is an error naming the path and the status. The sidecar may start after
// the server (Agones' documentation says so), so a call is tried up to
// [AgonesTries] (10) times, [AgonesRetry] (500 ms) apart (5 s in all), on a
// refused connection or a 5xx answer, and no try waits
// longer than [AgonesTimeout] (2 s) for one answer.
//
// The server decides when: Ready once its ports are open, Healthy every
// [HealthEvery] (2 s; Agones' default health period is 5 s with a failure
// threshold of 3, so one lost ping costs nothing), Allocated when a match
// starts on a server nobody allocated (Agones allocates through its own
// API; self-allocation is for a server that starts matches itself), and
// ShuttingDown when it stops (SIGTERM), after it told its players.
//
// docs/servers.md describes a Fleet of Griff servers.
package fleet

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"time"
)

// Hooks is what a dedicated server tells its fleet manager. Every method
// returns an error when the manager could not be told; a server logs it and
// plays on (a fleet manager that is gone is not a reason to drop a match).
type Hooks interface {
	// Ready says the server is up (ports open) and may be given players.
	Ready(ctx context.Context) error
	// Healthy says the server is still alive; call it every HealthEvery.
	Healthy(ctx context.Context) error
	// Allocated says the server took a match on its own.
	Allocated(ctx context.Context) error
	// ShuttingDown says the server is stopping; the manager may delete it.
	ShuttingDown(ctx context.Context) error
}

// HealthEvery is how often a server calls Healthy: every 2 seconds.
const HealthEvery = 2 * time.Second

// None is the Hooks of a server without a fleet manager: every call does
// nothing and returns nil.
type None struct{}

func (None) Ready(context.Context) error        { return nil }
func (None) Healthy(context.Context) error      { return nil }
func (None) Allocated(context.Context) error    { return nil }
func (None) ShuttingDown(context.Context) error { return nil }

// Agones' numbers (see the package documentation).
const (
	// AgonesPortEnv names the variable Agones sets to the sidecar's HTTP port.
	AgonesPortEnv = "AGONES_SDK_HTTP_PORT"
	// AgonesDefaultPort is the sidecar's HTTP port when the variable is unset.
	AgonesDefaultPort = 9358
	// AgonesTries is how many times a call is tried.
	AgonesTries = 10
	// AgonesRetry is the wait between tries.
	AgonesRetry = 500 * time.Millisecond
	// AgonesTimeout is the longest one try waits for an answer.
	AgonesTimeout = 2 * time.Second
)

// Agones is the Hooks of a server run by Agones: it posts to the SDK
// sidecar's HTTP API at Base.
type Agones struct {
	// Base is the sidecar's address, "http://127.0.0.1:9358" for example.
	Base string
	// Client makes the requests; nil means one with AgonesTimeout.
	Client *http.Client
	// Retry is the wait between tries; 0 means AgonesRetry.
	Retry time.Duration
}

// FromEnv returns the Hooks the environment asks for: Agones on
// 127.0.0.1:$AGONES_SDK_HTTP_PORT when the variable is set or force is true
// (the player's --agones flag; then an unset variable means port 9358),
// None otherwise. It returns an error for a port that is not a number from 1
// to 65535.
func FromEnv(force bool) (Hooks, error) {
	v, set := os.LookupEnv(AgonesPortEnv)
	if !set && !force {
		return None{}, nil
	}
	port := AgonesDefaultPort
	if set {
		p, err := strconv.Atoi(v)
		if err != nil || p < 1 || p > 65535 {
			return nil, fmt.Errorf("fleet: %s=%q is not a port", AgonesPortEnv, v)
		}
		port = p
	}
	// 127.0.0.1, not localhost: the sidecar listens on localhost, which Go
	// (and so Agones' gateway) binds to IPv4 loopback only, and a name
	// resolving to ::1 first would try that address in vain.
	return &Agones{Base: "http://127.0.0.1:" + strconv.Itoa(port)}, nil
}

func (a *Agones) Ready(ctx context.Context) error        { return a.post(ctx, "/ready") }
func (a *Agones) Healthy(ctx context.Context) error      { return a.post(ctx, "/health") }
func (a *Agones) Allocated(ctx context.Context) error    { return a.post(ctx, "/allocate") }
func (a *Agones) ShuttingDown(ctx context.Context) error { return a.post(ctx, "/shutdown") }

// post posts {} to path, trying again on a refused connection or a 5xx.
func (a *Agones) post(ctx context.Context, path string) error {
	c := a.Client
	if c == nil {
		c = &http.Client{Timeout: AgonesTimeout}
	}
	wait := a.Retry
	if wait <= 0 {
		wait = AgonesRetry
	}
	var err error
	for try := range AgonesTries {
		if try > 0 {
			select {
			case <-ctx.Done():
				return fmt.Errorf("fleet: agones %s: %w (last: %v)", path, ctx.Err(), err)
			case <-time.After(wait):
			}
		}
		var retry bool
		if retry, err = a.once(ctx, c, path); err == nil || !retry {
			return err
		}
	}
	return err
}

// once posts one request; retry says whether another try may help.
func (a *Agones) once(ctx context.Context, c *http.Client, path string) (retry bool, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.Base+path, bytes.NewReader([]byte("{}")))
	if err != nil {
		return false, fmt.Errorf("fleet: agones %s: %w", path, err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req)
	if err != nil {
		return true, fmt.Errorf("fleet: agones %s: %w", path, err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
	if resp.StatusCode/100 != 2 {
		return resp.StatusCode >= 500, fmt.Errorf("fleet: agones %s: the sidecar answered %s", path, resp.Status)
	}
	return false, nil
}
