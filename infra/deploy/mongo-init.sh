#!/bin/sh
# Health check of the mongo service: makes the single node a replica set (transactions need one)
# on first run, then reports healthy once it is primary.
mongosh --quiet --eval '
  try { rs.status().ok } catch (e) { rs.initiate({ _id: "rs0", members: [{ _id: 0, host: "mongo:27017" }] }).ok }
  quit(db.hello().isWritablePrimary ? 0 : 1)
'
